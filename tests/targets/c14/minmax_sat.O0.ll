; ModuleID = 'minmax_sat.c'
source_filename = "minmax_sat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483647, i32 12345], align 16
@.str = private unnamed_addr constant [66 x i8] c"a=%d b=%d min=%d max=%d umin=%u umax=%u clamp=%d abs=%d abs()=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"labs=%ld llabs=%lld abs(INT_MIN+1)=%d\0A\00", align 1
@__const.main.s32 = private unnamed_addr constant [6 x i32] [i32 2147483647, i32 1, i32 -5, i32 -2147483648, i32 1000000000, i32 -2000000000], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"acc8=%u acc16=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"sat_i16(%d)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"sat_add_u32: %u %u %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"min=%d max=%d argmin=%d abssum=%ld\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"%u \00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"sign signature=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !30 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [6 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [64 x i32], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [16 x i8], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [10 x i32]* %2, metadata !34, metadata !DIExpression()), !dbg !38
  %29 = bitcast [10 x i32]* %2 to i8*, !dbg !38
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %29, i8* align 16 bitcast ([10 x i32]* @__const.main.vals to i8*), i64 40, i1 false), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %3, metadata !39, metadata !DIExpression()), !dbg !41
  store i32 0, i32* %3, align 4, !dbg !41
  br label %30, !dbg !42

30:                                               ; preds = %66, %0
  %31 = load i32, i32* %3, align 4, !dbg !43
  %32 = icmp slt i32 %31, 10, !dbg !45
  br i1 %32, label %33, label %69, !dbg !46

33:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata i32* %4, metadata !47, metadata !DIExpression()), !dbg !49
  %34 = load i32, i32* %3, align 4, !dbg !50
  %35 = sext i32 %34 to i64, !dbg !51
  %36 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 %35, !dbg !51
  %37 = load i32, i32* %36, align 4, !dbg !51
  store i32 %37, i32* %4, align 4, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %5, metadata !52, metadata !DIExpression()), !dbg !53
  %38 = load i32, i32* %3, align 4, !dbg !54
  %39 = mul nsw i32 %38, 3, !dbg !55
  %40 = add nsw i32 %39, 1, !dbg !56
  %41 = srem i32 %40, 10, !dbg !57
  %42 = sext i32 %41 to i64, !dbg !58
  %43 = getelementptr inbounds [10 x i32], [10 x i32]* %2, i64 0, i64 %42, !dbg !58
  %44 = load i32, i32* %43, align 4, !dbg !58
  store i32 %44, i32* %5, align 4, !dbg !53
  %45 = load i32, i32* %4, align 4, !dbg !59
  %46 = load i32, i32* %5, align 4, !dbg !60
  %47 = load i32, i32* %4, align 4, !dbg !61
  %48 = load i32, i32* %5, align 4, !dbg !62
  %49 = call i32 @imin(i32 noundef %47, i32 noundef %48), !dbg !63
  %50 = load i32, i32* %4, align 4, !dbg !64
  %51 = load i32, i32* %5, align 4, !dbg !65
  %52 = call i32 @imax(i32 noundef %50, i32 noundef %51), !dbg !66
  %53 = load i32, i32* %4, align 4, !dbg !67
  %54 = load i32, i32* %5, align 4, !dbg !68
  %55 = call i32 @umin(i32 noundef %53, i32 noundef %54), !dbg !69
  %56 = load i32, i32* %4, align 4, !dbg !70
  %57 = load i32, i32* %5, align 4, !dbg !71
  %58 = call i32 @umax(i32 noundef %56, i32 noundef %57), !dbg !72
  %59 = load i32, i32* %4, align 4, !dbg !73
  %60 = call i32 @clamp(i32 noundef %59, i32 noundef -50, i32 noundef 50), !dbg !74
  %61 = load i32, i32* %4, align 4, !dbg !75
  %62 = call i32 @iabs(i32 noundef %61), !dbg !76
  %63 = load i32, i32* %4, align 4, !dbg !77
  %64 = call i32 @abs(i32 noundef %63) #5, !dbg !78
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef %45, i32 noundef %46, i32 noundef %49, i32 noundef %52, i32 noundef %55, i32 noundef %58, i32 noundef %60, i32 noundef %62, i32 noundef %64), !dbg !79
  br label %66, !dbg !80

66:                                               ; preds = %33
  %67 = load i32, i32* %3, align 4, !dbg !81
  %68 = add nsw i32 %67, 1, !dbg !81
  store i32 %68, i32* %3, align 4, !dbg !81
  br label %30, !dbg !82, !llvm.loop !83

69:                                               ; preds = %30
  %70 = call i64 @labs(i64 noundef -1234567890123) #5, !dbg !86
  %71 = call i64 @llabs(i64 noundef -9000000000000000000) #5, !dbg !87
  %72 = call i32 @abs(i32 noundef -2147483647) #5, !dbg !88
  %73 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i64 noundef %70, i64 noundef %71, i32 noundef %72), !dbg !89
  call void @llvm.dbg.declare(metadata [6 x i32]* %6, metadata !90, metadata !DIExpression()), !dbg !94
  %74 = bitcast [6 x i32]* %6 to i8*, !dbg !94
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %74, i8* align 16 bitcast ([6 x i32]* @__const.main.s32 to i8*), i64 24, i1 false), !dbg !94
  call void @llvm.dbg.declare(metadata i32* %7, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %7, align 4, !dbg !97
  br label %75, !dbg !98

75:                                               ; preds = %97, %69
  %76 = load i32, i32* %7, align 4, !dbg !99
  %77 = icmp slt i32 %76, 6, !dbg !101
  br i1 %77, label %78, label %100, !dbg !102

78:                                               ; preds = %75
  call void @llvm.dbg.declare(metadata i32* %8, metadata !103, metadata !DIExpression()), !dbg !105
  store i32 0, i32* %8, align 4, !dbg !105
  br label %79, !dbg !106

79:                                               ; preds = %93, %78
  %80 = load i32, i32* %8, align 4, !dbg !107
  %81 = icmp slt i32 %80, 6, !dbg !109
  br i1 %81, label %82, label %96, !dbg !110

82:                                               ; preds = %79
  %83 = load i32, i32* %7, align 4, !dbg !111
  %84 = sext i32 %83 to i64, !dbg !112
  %85 = getelementptr inbounds [6 x i32], [6 x i32]* %6, i64 0, i64 %84, !dbg !112
  %86 = load i32, i32* %85, align 4, !dbg !112
  %87 = load i32, i32* %8, align 4, !dbg !113
  %88 = sext i32 %87 to i64, !dbg !114
  %89 = getelementptr inbounds [6 x i32], [6 x i32]* %6, i64 0, i64 %88, !dbg !114
  %90 = load i32, i32* %89, align 4, !dbg !114
  %91 = call i32 @sat_add32(i32 noundef %86, i32 noundef %90), !dbg !115
  %92 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %91), !dbg !116
  br label %93, !dbg !116

93:                                               ; preds = %82
  %94 = load i32, i32* %8, align 4, !dbg !117
  %95 = add nsw i32 %94, 1, !dbg !117
  store i32 %95, i32* %8, align 4, !dbg !117
  br label %79, !dbg !118, !llvm.loop !119

96:                                               ; preds = %79
  br label %97, !dbg !120

97:                                               ; preds = %96
  %98 = load i32, i32* %7, align 4, !dbg !121
  %99 = add nsw i32 %98, 1, !dbg !121
  store i32 %99, i32* %7, align 4, !dbg !121
  br label %75, !dbg !122, !llvm.loop !123

100:                                              ; preds = %75
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !125
  call void @llvm.dbg.declare(metadata i32* %9, metadata !126, metadata !DIExpression()), !dbg !127
  store i32 0, i32* %9, align 4, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %10, metadata !128, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %10, align 4, !dbg !129
  call void @llvm.dbg.declare(metadata i32* %11, metadata !130, metadata !DIExpression()), !dbg !132
  store i32 0, i32* %11, align 4, !dbg !132
  br label %102, !dbg !133

102:                                              ; preds = %132, %100
  %103 = load i32, i32* %11, align 4, !dbg !134
  %104 = icmp slt i32 %103, 256, !dbg !136
  br i1 %104, label %105, label %135, !dbg !137

105:                                              ; preds = %102
  call void @llvm.dbg.declare(metadata i32* %12, metadata !138, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %12, align 4, !dbg !140
  br label %106, !dbg !141

106:                                              ; preds = %128, %105
  %107 = load i32, i32* %12, align 4, !dbg !142
  %108 = icmp slt i32 %107, 256, !dbg !144
  br i1 %108, label %109, label %131, !dbg !145

109:                                              ; preds = %106
  %110 = load i32, i32* %11, align 4, !dbg !146
  %111 = trunc i32 %110 to i8, !dbg !148
  %112 = load i32, i32* %12, align 4, !dbg !149
  %113 = trunc i32 %112 to i8, !dbg !150
  %114 = call zeroext i8 @sat_add_u8(i8 noundef zeroext %111, i8 noundef zeroext %113), !dbg !151
  %115 = zext i8 %114 to i32, !dbg !151
  %116 = load i32, i32* %9, align 4, !dbg !152
  %117 = add i32 %116, %115, !dbg !152
  store i32 %117, i32* %9, align 4, !dbg !152
  %118 = load i32, i32* %11, align 4, !dbg !153
  %119 = mul nsw i32 %118, 200, !dbg !154
  %120 = trunc i32 %119 to i16, !dbg !155
  %121 = load i32, i32* %12, align 4, !dbg !156
  %122 = mul nsw i32 %121, 150, !dbg !157
  %123 = trunc i32 %122 to i16, !dbg !158
  %124 = call zeroext i16 @sat_sub_u16(i16 noundef zeroext %120, i16 noundef zeroext %123), !dbg !159
  %125 = zext i16 %124 to i32, !dbg !159
  %126 = load i32, i32* %10, align 4, !dbg !160
  %127 = add i32 %126, %125, !dbg !160
  store i32 %127, i32* %10, align 4, !dbg !160
  br label %128, !dbg !161

128:                                              ; preds = %109
  %129 = load i32, i32* %12, align 4, !dbg !162
  %130 = add nsw i32 %129, 7, !dbg !162
  store i32 %130, i32* %12, align 4, !dbg !162
  br label %106, !dbg !163, !llvm.loop !164

131:                                              ; preds = %106
  br label %132, !dbg !165

132:                                              ; preds = %131
  %133 = load i32, i32* %11, align 4, !dbg !166
  %134 = add nsw i32 %133, 5, !dbg !166
  store i32 %134, i32* %11, align 4, !dbg !166
  br label %102, !dbg !167, !llvm.loop !168

135:                                              ; preds = %102
  %136 = load i32, i32* %9, align 4, !dbg !170
  %137 = load i32, i32* %10, align 4, !dbg !171
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.4, i64 0, i64 0), i32 noundef %136, i32 noundef %137), !dbg !172
  call void @llvm.dbg.declare(metadata i32* %13, metadata !173, metadata !DIExpression()), !dbg !175
  store i32 -40000, i32* %13, align 4, !dbg !175
  br label %139, !dbg !176

139:                                              ; preds = %148, %135
  %140 = load i32, i32* %13, align 4, !dbg !177
  %141 = icmp sle i32 %140, 40000, !dbg !179
  br i1 %141, label %142, label %151, !dbg !180

142:                                              ; preds = %139
  %143 = load i32, i32* %13, align 4, !dbg !181
  %144 = load i32, i32* %13, align 4, !dbg !182
  %145 = call signext i16 @sat_i16(i32 noundef %144), !dbg !183
  %146 = sext i16 %145 to i32, !dbg !183
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.5, i64 0, i64 0), i32 noundef %143, i32 noundef %146), !dbg !184
  br label %148, !dbg !184

148:                                              ; preds = %142
  %149 = load i32, i32* %13, align 4, !dbg !185
  %150 = add nsw i32 %149, 9999, !dbg !185
  store i32 %150, i32* %13, align 4, !dbg !185
  br label %139, !dbg !186, !llvm.loop !187

151:                                              ; preds = %139
  %152 = call i32 @sat_add_u32(i32 noundef 1, i32 noundef 2), !dbg !189
  %153 = call i32 @sat_add_u32(i32 noundef -294967296, i32 noundef 294967295), !dbg !190
  %154 = call i32 @sat_add_u32(i32 noundef -294967296, i32 noundef 294967296), !dbg !191
  %155 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.6, i64 0, i64 0), i32 noundef %152, i32 noundef %153, i32 noundef %154), !dbg !192
  call void @llvm.dbg.declare(metadata [64 x i32]* %14, metadata !193, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.declare(metadata i32* %15, metadata !198, metadata !DIExpression()), !dbg !199
  store i32 17, i32* %15, align 4, !dbg !199
  call void @llvm.dbg.declare(metadata i32* %16, metadata !200, metadata !DIExpression()), !dbg !202
  store i32 0, i32* %16, align 4, !dbg !202
  br label %156, !dbg !203

156:                                              ; preds = %170, %151
  %157 = load i32, i32* %16, align 4, !dbg !204
  %158 = icmp slt i32 %157, 64, !dbg !206
  br i1 %158, label %159, label %173, !dbg !207

159:                                              ; preds = %156
  %160 = load i32, i32* %15, align 4, !dbg !208
  %161 = mul i32 %160, 1103515245, !dbg !210
  %162 = add i32 %161, 12345, !dbg !211
  store i32 %162, i32* %15, align 4, !dbg !212
  %163 = load i32, i32* %15, align 4, !dbg !213
  %164 = lshr i32 %163, 16, !dbg !214
  %165 = srem i32 %164, 1000, !dbg !215
  %166 = sub nsw i32 %165, 500, !dbg !216
  %167 = load i32, i32* %16, align 4, !dbg !217
  %168 = sext i32 %167 to i64, !dbg !218
  %169 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i64 0, i64 %168, !dbg !218
  store i32 %166, i32* %169, align 4, !dbg !219
  br label %170, !dbg !220

170:                                              ; preds = %159
  %171 = load i32, i32* %16, align 4, !dbg !221
  %172 = add nsw i32 %171, 1, !dbg !221
  store i32 %172, i32* %16, align 4, !dbg !221
  br label %156, !dbg !222, !llvm.loop !223

173:                                              ; preds = %156
  call void @llvm.dbg.declare(metadata i32* %17, metadata !225, metadata !DIExpression()), !dbg !226
  store i32 2147483647, i32* %17, align 4, !dbg !226
  call void @llvm.dbg.declare(metadata i32* %18, metadata !227, metadata !DIExpression()), !dbg !228
  store i32 -2147483648, i32* %18, align 4, !dbg !228
  call void @llvm.dbg.declare(metadata i32* %19, metadata !229, metadata !DIExpression()), !dbg !230
  store i32 -1, i32* %19, align 4, !dbg !230
  call void @llvm.dbg.declare(metadata i64* %20, metadata !231, metadata !DIExpression()), !dbg !232
  store i64 0, i64* %20, align 8, !dbg !232
  call void @llvm.dbg.declare(metadata i32* %21, metadata !233, metadata !DIExpression()), !dbg !235
  store i32 0, i32* %21, align 4, !dbg !235
  br label %174, !dbg !236

174:                                              ; preds = %198, %173
  %175 = load i32, i32* %21, align 4, !dbg !237
  %176 = icmp slt i32 %175, 64, !dbg !239
  br i1 %176, label %177, label %201, !dbg !240

177:                                              ; preds = %174
  %178 = load i32, i32* %17, align 4, !dbg !241
  %179 = load i32, i32* %21, align 4, !dbg !243
  %180 = sext i32 %179 to i64, !dbg !244
  %181 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i64 0, i64 %180, !dbg !244
  %182 = load i32, i32* %181, align 4, !dbg !244
  %183 = call i32 @imin(i32 noundef %178, i32 noundef %182), !dbg !245
  store i32 %183, i32* %17, align 4, !dbg !246
  %184 = load i32, i32* %18, align 4, !dbg !247
  %185 = load i32, i32* %21, align 4, !dbg !248
  %186 = sext i32 %185 to i64, !dbg !249
  %187 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i64 0, i64 %186, !dbg !249
  %188 = load i32, i32* %187, align 4, !dbg !249
  %189 = call i32 @imax(i32 noundef %184, i32 noundef %188), !dbg !250
  store i32 %189, i32* %18, align 4, !dbg !251
  %190 = load i32, i32* %21, align 4, !dbg !252
  %191 = sext i32 %190 to i64, !dbg !253
  %192 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i64 0, i64 %191, !dbg !253
  %193 = load i32, i32* %192, align 4, !dbg !253
  %194 = call i32 @iabs(i32 noundef %193), !dbg !254
  %195 = sext i32 %194 to i64, !dbg !254
  %196 = load i64, i64* %20, align 8, !dbg !255
  %197 = add nsw i64 %196, %195, !dbg !255
  store i64 %197, i64* %20, align 8, !dbg !255
  br label %198, !dbg !256

198:                                              ; preds = %177
  %199 = load i32, i32* %21, align 4, !dbg !257
  %200 = add nsw i32 %199, 1, !dbg !257
  store i32 %200, i32* %21, align 4, !dbg !257
  br label %174, !dbg !258, !llvm.loop !259

201:                                              ; preds = %174
  call void @llvm.dbg.declare(metadata i32* %22, metadata !261, metadata !DIExpression()), !dbg !263
  store i32 0, i32* %22, align 4, !dbg !263
  br label %202, !dbg !264

202:                                              ; preds = %215, %201
  %203 = load i32, i32* %22, align 4, !dbg !265
  %204 = icmp slt i32 %203, 64, !dbg !267
  br i1 %204, label %205, label %218, !dbg !268

205:                                              ; preds = %202
  %206 = load i32, i32* %22, align 4, !dbg !269
  %207 = sext i32 %206 to i64, !dbg !271
  %208 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i64 0, i64 %207, !dbg !271
  %209 = load i32, i32* %208, align 4, !dbg !271
  %210 = load i32, i32* %17, align 4, !dbg !272
  %211 = icmp eq i32 %209, %210, !dbg !273
  br i1 %211, label %212, label %214, !dbg !274

212:                                              ; preds = %205
  %213 = load i32, i32* %22, align 4, !dbg !275
  store i32 %213, i32* %19, align 4, !dbg !277
  br label %218, !dbg !278

214:                                              ; preds = %205
  br label %215, !dbg !272

215:                                              ; preds = %214
  %216 = load i32, i32* %22, align 4, !dbg !279
  %217 = add nsw i32 %216, 1, !dbg !279
  store i32 %217, i32* %22, align 4, !dbg !279
  br label %202, !dbg !280, !llvm.loop !281

218:                                              ; preds = %212, %202
  %219 = load i32, i32* %17, align 4, !dbg !283
  %220 = load i32, i32* %18, align 4, !dbg !284
  %221 = load i32, i32* %19, align 4, !dbg !285
  %222 = load i64, i64* %20, align 8, !dbg !286
  %223 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.7, i64 0, i64 0), i32 noundef %219, i32 noundef %220, i32 noundef %221, i64 noundef %222), !dbg !287
  call void @llvm.dbg.declare(metadata [16 x i8]* %23, metadata !288, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.declare(metadata i32* %24, metadata !293, metadata !DIExpression()), !dbg !295
  store i32 0, i32* %24, align 4, !dbg !295
  br label %224, !dbg !296

224:                                              ; preds = %248, %218
  %225 = load i32, i32* %24, align 4, !dbg !297
  %226 = icmp slt i32 %225, 16, !dbg !299
  br i1 %226, label %227, label %251, !dbg !300

227:                                              ; preds = %224
  call void @llvm.dbg.declare(metadata i32* %25, metadata !301, metadata !DIExpression()), !dbg !303
  %228 = load i32, i32* %24, align 4, !dbg !304
  %229 = sub nsw i32 %228, 4, !dbg !305
  %230 = mul nsw i32 %229, 37, !dbg !306
  store i32 %230, i32* %25, align 4, !dbg !303
  %231 = load i32, i32* %25, align 4, !dbg !307
  %232 = icmp slt i32 %231, 0, !dbg !308
  br i1 %232, label %233, label %234, !dbg !307

233:                                              ; preds = %227
  br label %242, !dbg !307

234:                                              ; preds = %227
  %235 = load i32, i32* %25, align 4, !dbg !309
  %236 = icmp sgt i32 %235, 255, !dbg !310
  br i1 %236, label %237, label %238, !dbg !309

237:                                              ; preds = %234
  br label %240, !dbg !309

238:                                              ; preds = %234
  %239 = load i32, i32* %25, align 4, !dbg !311
  br label %240, !dbg !309

240:                                              ; preds = %238, %237
  %241 = phi i32 [ 255, %237 ], [ %239, %238 ], !dbg !309
  br label %242, !dbg !307

242:                                              ; preds = %240, %233
  %243 = phi i32 [ 0, %233 ], [ %241, %240 ], !dbg !307
  %244 = trunc i32 %243 to i8, !dbg !312
  %245 = load i32, i32* %24, align 4, !dbg !313
  %246 = sext i32 %245 to i64, !dbg !314
  %247 = getelementptr inbounds [16 x i8], [16 x i8]* %23, i64 0, i64 %246, !dbg !314
  store i8 %244, i8* %247, align 1, !dbg !315
  br label %248, !dbg !316

248:                                              ; preds = %242
  %249 = load i32, i32* %24, align 4, !dbg !317
  %250 = add nsw i32 %249, 1, !dbg !317
  store i32 %250, i32* %24, align 4, !dbg !317
  br label %224, !dbg !318, !llvm.loop !319

251:                                              ; preds = %224
  call void @llvm.dbg.declare(metadata i32* %26, metadata !321, metadata !DIExpression()), !dbg !323
  store i32 0, i32* %26, align 4, !dbg !323
  br label %252, !dbg !324

252:                                              ; preds = %262, %251
  %253 = load i32, i32* %26, align 4, !dbg !325
  %254 = icmp slt i32 %253, 16, !dbg !327
  br i1 %254, label %255, label %265, !dbg !328

255:                                              ; preds = %252
  %256 = load i32, i32* %26, align 4, !dbg !329
  %257 = sext i32 %256 to i64, !dbg !330
  %258 = getelementptr inbounds [16 x i8], [16 x i8]* %23, i64 0, i64 %257, !dbg !330
  %259 = load i8, i8* %258, align 1, !dbg !330
  %260 = zext i8 %259 to i32, !dbg !330
  %261 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), i32 noundef %260), !dbg !331
  br label %262, !dbg !331

262:                                              ; preds = %255
  %263 = load i32, i32* %26, align 4, !dbg !332
  %264 = add nsw i32 %263, 1, !dbg !332
  store i32 %264, i32* %26, align 4, !dbg !332
  br label %252, !dbg !333, !llvm.loop !334

265:                                              ; preds = %252
  %266 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i64 0, i64 0)), !dbg !336
  call void @llvm.dbg.declare(metadata i64* %27, metadata !337, metadata !DIExpression()), !dbg !338
  store i64 0, i64* %27, align 8, !dbg !338
  call void @llvm.dbg.declare(metadata i32* %28, metadata !339, metadata !DIExpression()), !dbg !341
  store i32 -5, i32* %28, align 4, !dbg !341
  br label %267, !dbg !342

267:                                              ; preds = %283, %265
  %268 = load i32, i32* %28, align 4, !dbg !343
  %269 = icmp sle i32 %268, 5, !dbg !345
  br i1 %269, label %270, label %286, !dbg !346

270:                                              ; preds = %267
  %271 = load i64, i64* %27, align 8, !dbg !347
  %272 = mul nsw i64 %271, 3, !dbg !348
  %273 = load i32, i32* %28, align 4, !dbg !349
  %274 = icmp sgt i32 %273, 0, !dbg !350
  %275 = zext i1 %274 to i32, !dbg !350
  %276 = load i32, i32* %28, align 4, !dbg !351
  %277 = icmp slt i32 %276, 0, !dbg !352
  %278 = zext i1 %277 to i32, !dbg !352
  %279 = sub nsw i32 %275, %278, !dbg !353
  %280 = sext i32 %279 to i64, !dbg !354
  %281 = add nsw i64 %272, %280, !dbg !355
  %282 = add nsw i64 %281, 1, !dbg !356
  store i64 %282, i64* %27, align 8, !dbg !357
  br label %283, !dbg !358

283:                                              ; preds = %270
  %284 = load i32, i32* %28, align 4, !dbg !359
  %285 = add nsw i32 %284, 1, !dbg !359
  store i32 %285, i32* %28, align 4, !dbg !359
  br label %267, !dbg !360, !llvm.loop !361

286:                                              ; preds = %267
  %287 = load i64, i64* %27, align 8, !dbg !363
  %288 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.9, i64 0, i64 0), i64 noundef %287), !dbg !364
  ret i32 0, !dbg !365
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imin(i32 noundef %0, i32 noundef %1) #0 !dbg !366 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !369, metadata !DIExpression()), !dbg !370
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !371, metadata !DIExpression()), !dbg !372
  %5 = load i32, i32* %3, align 4, !dbg !373
  %6 = load i32, i32* %4, align 4, !dbg !374
  %7 = icmp slt i32 %5, %6, !dbg !375
  br i1 %7, label %8, label %10, !dbg !373

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !376
  br label %12, !dbg !373

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !377
  br label %12, !dbg !373

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !373
  ret i32 %13, !dbg !378
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imax(i32 noundef %0, i32 noundef %1) #0 !dbg !379 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !380, metadata !DIExpression()), !dbg !381
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !382, metadata !DIExpression()), !dbg !383
  %5 = load i32, i32* %3, align 4, !dbg !384
  %6 = load i32, i32* %4, align 4, !dbg !385
  %7 = icmp sgt i32 %5, %6, !dbg !386
  br i1 %7, label %8, label %10, !dbg !384

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !387
  br label %12, !dbg !384

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !388
  br label %12, !dbg !384

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !384
  ret i32 %13, !dbg !389
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umin(i32 noundef %0, i32 noundef %1) #0 !dbg !390 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !393, metadata !DIExpression()), !dbg !394
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !395, metadata !DIExpression()), !dbg !396
  %5 = load i32, i32* %3, align 4, !dbg !397
  %6 = load i32, i32* %4, align 4, !dbg !398
  %7 = icmp ult i32 %5, %6, !dbg !399
  br i1 %7, label %8, label %10, !dbg !397

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !400
  br label %12, !dbg !397

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !401
  br label %12, !dbg !397

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !397
  ret i32 %13, !dbg !402
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @umax(i32 noundef %0, i32 noundef %1) #0 !dbg !403 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !404, metadata !DIExpression()), !dbg !405
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !406, metadata !DIExpression()), !dbg !407
  %5 = load i32, i32* %3, align 4, !dbg !408
  %6 = load i32, i32* %4, align 4, !dbg !409
  %7 = icmp ugt i32 %5, %6, !dbg !410
  br i1 %7, label %8, label %10, !dbg !408

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !411
  br label %12, !dbg !408

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !412
  br label %12, !dbg !408

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !408
  ret i32 %13, !dbg !413
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clamp(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !414 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !417, metadata !DIExpression()), !dbg !418
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !419, metadata !DIExpression()), !dbg !420
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !421, metadata !DIExpression()), !dbg !422
  %7 = load i32, i32* %4, align 4, !dbg !423
  %8 = load i32, i32* %5, align 4, !dbg !424
  %9 = call i32 @imax(i32 noundef %7, i32 noundef %8), !dbg !425
  %10 = load i32, i32* %6, align 4, !dbg !426
  %11 = call i32 @imin(i32 noundef %9, i32 noundef %10), !dbg !427
  ret i32 %11, !dbg !428
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iabs(i32 noundef %0) #0 !dbg !429 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !432, metadata !DIExpression()), !dbg !433
  %3 = load i32, i32* %2, align 4, !dbg !434
  %4 = icmp slt i32 %3, 0, !dbg !435
  br i1 %4, label %5, label %8, !dbg !434

5:                                                ; preds = %1
  %6 = load i32, i32* %2, align 4, !dbg !436
  %7 = sub nsw i32 0, %6, !dbg !437
  br label %10, !dbg !434

8:                                                ; preds = %1
  %9 = load i32, i32* %2, align 4, !dbg !438
  br label %10, !dbg !434

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %7, %5 ], [ %9, %8 ], !dbg !434
  ret i32 %11, !dbg !439
}

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i64 @labs(i64 noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i64 @llabs(i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sat_add32(i32 noundef %0, i32 noundef %1) #0 !dbg !440 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !443, metadata !DIExpression()), !dbg !444
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !445, metadata !DIExpression()), !dbg !446
  call void @llvm.dbg.declare(metadata i64* %6, metadata !447, metadata !DIExpression()), !dbg !448
  %7 = load i32, i32* %4, align 4, !dbg !449
  %8 = sext i32 %7 to i64, !dbg !450
  %9 = load i32, i32* %5, align 4, !dbg !451
  %10 = sext i32 %9 to i64, !dbg !451
  %11 = add nsw i64 %8, %10, !dbg !452
  store i64 %11, i64* %6, align 8, !dbg !448
  %12 = load i64, i64* %6, align 8, !dbg !453
  %13 = icmp sgt i64 %12, 2147483647, !dbg !455
  br i1 %13, label %14, label %15, !dbg !456

14:                                               ; preds = %2
  store i32 2147483647, i32* %3, align 4, !dbg !457
  br label %22, !dbg !457

15:                                               ; preds = %2
  %16 = load i64, i64* %6, align 8, !dbg !458
  %17 = icmp slt i64 %16, -2147483648, !dbg !460
  br i1 %17, label %18, label %19, !dbg !461

18:                                               ; preds = %15
  store i32 -2147483648, i32* %3, align 4, !dbg !462
  br label %22, !dbg !462

19:                                               ; preds = %15
  %20 = load i64, i64* %6, align 8, !dbg !463
  %21 = trunc i64 %20 to i32, !dbg !464
  store i32 %21, i32* %3, align 4, !dbg !465
  br label %22, !dbg !465

22:                                               ; preds = %19, %18, %14
  %23 = load i32, i32* %3, align 4, !dbg !466
  ret i32 %23, !dbg !466
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @sat_add_u8(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 !dbg !467 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  store i8 %0, i8* %3, align 1
  call void @llvm.dbg.declare(metadata i8* %3, metadata !470, metadata !DIExpression()), !dbg !471
  store i8 %1, i8* %4, align 1
  call void @llvm.dbg.declare(metadata i8* %4, metadata !472, metadata !DIExpression()), !dbg !473
  call void @llvm.dbg.declare(metadata i32* %5, metadata !474, metadata !DIExpression()), !dbg !475
  %6 = load i8, i8* %3, align 1, !dbg !476
  %7 = zext i8 %6 to i32, !dbg !477
  %8 = load i8, i8* %4, align 1, !dbg !478
  %9 = zext i8 %8 to i32, !dbg !478
  %10 = add i32 %7, %9, !dbg !479
  store i32 %10, i32* %5, align 4, !dbg !475
  %11 = load i32, i32* %5, align 4, !dbg !480
  %12 = icmp ugt i32 %11, 255, !dbg !481
  br i1 %12, label %13, label %14, !dbg !480

13:                                               ; preds = %2
  br label %18, !dbg !480

14:                                               ; preds = %2
  %15 = load i32, i32* %5, align 4, !dbg !482
  %16 = trunc i32 %15 to i8, !dbg !483
  %17 = zext i8 %16 to i32, !dbg !483
  br label %18, !dbg !480

18:                                               ; preds = %14, %13
  %19 = phi i32 [ 255, %13 ], [ %17, %14 ], !dbg !480
  %20 = trunc i32 %19 to i8, !dbg !480
  ret i8 %20, !dbg !484
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @sat_sub_u16(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 !dbg !485 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, i16* %3, align 2
  call void @llvm.dbg.declare(metadata i16* %3, metadata !488, metadata !DIExpression()), !dbg !489
  store i16 %1, i16* %4, align 2
  call void @llvm.dbg.declare(metadata i16* %4, metadata !490, metadata !DIExpression()), !dbg !491
  %5 = load i16, i16* %3, align 2, !dbg !492
  %6 = zext i16 %5 to i32, !dbg !492
  %7 = load i16, i16* %4, align 2, !dbg !493
  %8 = zext i16 %7 to i32, !dbg !493
  %9 = icmp sgt i32 %6, %8, !dbg !494
  br i1 %9, label %10, label %18, !dbg !492

10:                                               ; preds = %2
  %11 = load i16, i16* %3, align 2, !dbg !495
  %12 = zext i16 %11 to i32, !dbg !495
  %13 = load i16, i16* %4, align 2, !dbg !496
  %14 = zext i16 %13 to i32, !dbg !496
  %15 = sub nsw i32 %12, %14, !dbg !497
  %16 = trunc i32 %15 to i16, !dbg !498
  %17 = zext i16 %16 to i32, !dbg !498
  br label %19, !dbg !492

18:                                               ; preds = %2
  br label %19, !dbg !492

19:                                               ; preds = %18, %10
  %20 = phi i32 [ %17, %10 ], [ 0, %18 ], !dbg !492
  %21 = trunc i32 %20 to i16, !dbg !492
  ret i16 %21, !dbg !499
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @sat_i16(i32 noundef %0) #0 !dbg !500 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !503, metadata !DIExpression()), !dbg !504
  %3 = load i32, i32* %2, align 4, !dbg !505
  %4 = icmp sgt i32 %3, 32767, !dbg !506
  br i1 %4, label %5, label %6, !dbg !505

5:                                                ; preds = %1
  br label %14, !dbg !505

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !507
  %8 = icmp slt i32 %7, -32768, !dbg !508
  br i1 %8, label %9, label %10, !dbg !507

9:                                                ; preds = %6
  br label %12, !dbg !507

10:                                               ; preds = %6
  %11 = load i32, i32* %2, align 4, !dbg !509
  br label %12, !dbg !507

12:                                               ; preds = %10, %9
  %13 = phi i32 [ -32768, %9 ], [ %11, %10 ], !dbg !507
  br label %14, !dbg !505

14:                                               ; preds = %12, %5
  %15 = phi i32 [ 32767, %5 ], [ %13, %12 ], !dbg !505
  %16 = trunc i32 %15 to i16, !dbg !510
  ret i16 %16, !dbg !511
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sat_add_u32(i32 noundef %0, i32 noundef %1) #0 !dbg !512 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !517, metadata !DIExpression()), !dbg !518
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !519, metadata !DIExpression()), !dbg !520
  call void @llvm.dbg.declare(metadata i32* %5, metadata !521, metadata !DIExpression()), !dbg !522
  %6 = load i32, i32* %3, align 4, !dbg !523
  %7 = load i32, i32* %4, align 4, !dbg !524
  %8 = add i32 %6, %7, !dbg !525
  store i32 %8, i32* %5, align 4, !dbg !522
  %9 = load i32, i32* %5, align 4, !dbg !526
  %10 = load i32, i32* %3, align 4, !dbg !527
  %11 = icmp ult i32 %9, %10, !dbg !528
  br i1 %11, label %12, label %13, !dbg !526

12:                                               ; preds = %2
  br label %15, !dbg !526

13:                                               ; preds = %2
  %14 = load i32, i32* %5, align 4, !dbg !529
  br label %15, !dbg !526

15:                                               ; preds = %13, %12
  %16 = phi i32 [ -1, %12 ], [ %14, %13 ], !dbg !526
  ret i32 %16, !dbg !530
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "minmax_sat.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "68d8427fd9eb569e68be470751d120ac")
!2 = !{!3, !4, !9, !12, !8, !13, !17, !19}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !5, line: 24, baseType: !6)
!5 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !7, line: 38, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!8 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !5, line: 25, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !7, line: 40, baseType: !11)
!11 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !14, line: 27, baseType: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !7, line: 44, baseType: !16)
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !14, line: 26, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !7, line: 41, baseType: !12)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !14, line: 25, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !7, line: 39, baseType: !21)
!21 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !31, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!12}
!33 = !{}
!34 = !DILocalVariable(name: "vals", scope: !30, file: !1, line: 37, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DILocation(line: 37, column: 9, scope: !30)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 38, type: !12)
!40 = distinct !DILexicalBlock(scope: !30, file: !1, line: 38, column: 5)
!41 = !DILocation(line: 38, column: 14, scope: !40)
!42 = !DILocation(line: 38, column: 10, scope: !40)
!43 = !DILocation(line: 38, column: 21, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !1, line: 38, column: 5)
!45 = !DILocation(line: 38, column: 23, scope: !44)
!46 = !DILocation(line: 38, column: 5, scope: !40)
!47 = !DILocalVariable(name: "a", scope: !48, file: !1, line: 39, type: !12)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 38, column: 34)
!49 = !DILocation(line: 39, column: 13, scope: !48)
!50 = !DILocation(line: 39, column: 22, scope: !48)
!51 = !DILocation(line: 39, column: 17, scope: !48)
!52 = !DILocalVariable(name: "b", scope: !48, file: !1, line: 39, type: !12)
!53 = !DILocation(line: 39, column: 26, scope: !48)
!54 = !DILocation(line: 39, column: 36, scope: !48)
!55 = !DILocation(line: 39, column: 38, scope: !48)
!56 = !DILocation(line: 39, column: 42, scope: !48)
!57 = !DILocation(line: 39, column: 47, scope: !48)
!58 = !DILocation(line: 39, column: 30, scope: !48)
!59 = !DILocation(line: 40, column: 86, scope: !48)
!60 = !DILocation(line: 40, column: 89, scope: !48)
!61 = !DILocation(line: 41, column: 21, scope: !48)
!62 = !DILocation(line: 41, column: 24, scope: !48)
!63 = !DILocation(line: 41, column: 16, scope: !48)
!64 = !DILocation(line: 41, column: 33, scope: !48)
!65 = !DILocation(line: 41, column: 36, scope: !48)
!66 = !DILocation(line: 41, column: 28, scope: !48)
!67 = !DILocation(line: 41, column: 55, scope: !48)
!68 = !DILocation(line: 41, column: 68, scope: !48)
!69 = !DILocation(line: 41, column: 40, scope: !48)
!70 = !DILocation(line: 42, column: 31, scope: !48)
!71 = !DILocation(line: 42, column: 44, scope: !48)
!72 = !DILocation(line: 42, column: 16, scope: !48)
!73 = !DILocation(line: 42, column: 54, scope: !48)
!74 = !DILocation(line: 42, column: 48, scope: !48)
!75 = !DILocation(line: 42, column: 72, scope: !48)
!76 = !DILocation(line: 42, column: 67, scope: !48)
!77 = !DILocation(line: 42, column: 80, scope: !48)
!78 = !DILocation(line: 42, column: 76, scope: !48)
!79 = !DILocation(line: 40, column: 9, scope: !48)
!80 = !DILocation(line: 43, column: 5, scope: !48)
!81 = !DILocation(line: 38, column: 30, scope: !44)
!82 = !DILocation(line: 38, column: 5, scope: !44)
!83 = distinct !{!83, !46, !84, !85}
!84 = !DILocation(line: 43, column: 5, scope: !40)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 44, column: 55, scope: !30)
!87 = !DILocation(line: 45, column: 12, scope: !30)
!88 = !DILocation(line: 45, column: 43, scope: !30)
!89 = !DILocation(line: 44, column: 5, scope: !30)
!90 = !DILocalVariable(name: "s32", scope: !30, file: !1, line: 46, type: !91)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 192, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 6)
!94 = !DILocation(line: 46, column: 13, scope: !30)
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 47, type: !12)
!96 = distinct !DILexicalBlock(scope: !30, file: !1, line: 47, column: 5)
!97 = !DILocation(line: 47, column: 14, scope: !96)
!98 = !DILocation(line: 47, column: 10, scope: !96)
!99 = !DILocation(line: 47, column: 21, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 47, column: 5)
!101 = !DILocation(line: 47, column: 23, scope: !100)
!102 = !DILocation(line: 47, column: 5, scope: !96)
!103 = !DILocalVariable(name: "j", scope: !104, file: !1, line: 48, type: !12)
!104 = distinct !DILexicalBlock(scope: !100, file: !1, line: 48, column: 9)
!105 = !DILocation(line: 48, column: 18, scope: !104)
!106 = !DILocation(line: 48, column: 14, scope: !104)
!107 = !DILocation(line: 48, column: 25, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 48, column: 9)
!109 = !DILocation(line: 48, column: 27, scope: !108)
!110 = !DILocation(line: 48, column: 9, scope: !104)
!111 = !DILocation(line: 49, column: 41, scope: !108)
!112 = !DILocation(line: 49, column: 37, scope: !108)
!113 = !DILocation(line: 49, column: 49, scope: !108)
!114 = !DILocation(line: 49, column: 45, scope: !108)
!115 = !DILocation(line: 49, column: 27, scope: !108)
!116 = !DILocation(line: 49, column: 13, scope: !108)
!117 = !DILocation(line: 48, column: 33, scope: !108)
!118 = !DILocation(line: 48, column: 9, scope: !108)
!119 = distinct !{!119, !110, !120, !85}
!120 = !DILocation(line: 49, column: 52, scope: !104)
!121 = !DILocation(line: 47, column: 29, scope: !100)
!122 = !DILocation(line: 47, column: 5, scope: !100)
!123 = distinct !{!123, !102, !124, !85}
!124 = !DILocation(line: 49, column: 52, scope: !96)
!125 = !DILocation(line: 50, column: 5, scope: !30)
!126 = !DILocalVariable(name: "acc8", scope: !30, file: !1, line: 51, type: !3)
!127 = !DILocation(line: 51, column: 14, scope: !30)
!128 = !DILocalVariable(name: "acc16", scope: !30, file: !1, line: 51, type: !3)
!129 = !DILocation(line: 51, column: 24, scope: !30)
!130 = !DILocalVariable(name: "i", scope: !131, file: !1, line: 52, type: !12)
!131 = distinct !DILexicalBlock(scope: !30, file: !1, line: 52, column: 5)
!132 = !DILocation(line: 52, column: 14, scope: !131)
!133 = !DILocation(line: 52, column: 10, scope: !131)
!134 = !DILocation(line: 52, column: 21, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !1, line: 52, column: 5)
!136 = !DILocation(line: 52, column: 23, scope: !135)
!137 = !DILocation(line: 52, column: 5, scope: !131)
!138 = !DILocalVariable(name: "j", scope: !139, file: !1, line: 53, type: !12)
!139 = distinct !DILexicalBlock(scope: !135, file: !1, line: 53, column: 9)
!140 = !DILocation(line: 53, column: 18, scope: !139)
!141 = !DILocation(line: 53, column: 14, scope: !139)
!142 = !DILocation(line: 53, column: 25, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !1, line: 53, column: 9)
!144 = !DILocation(line: 53, column: 27, scope: !143)
!145 = !DILocation(line: 53, column: 9, scope: !139)
!146 = !DILocation(line: 54, column: 41, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !1, line: 53, column: 42)
!148 = !DILocation(line: 54, column: 32, scope: !147)
!149 = !DILocation(line: 54, column: 53, scope: !147)
!150 = !DILocation(line: 54, column: 44, scope: !147)
!151 = !DILocation(line: 54, column: 21, scope: !147)
!152 = !DILocation(line: 54, column: 18, scope: !147)
!153 = !DILocation(line: 55, column: 45, scope: !147)
!154 = !DILocation(line: 55, column: 47, scope: !147)
!155 = !DILocation(line: 55, column: 34, scope: !147)
!156 = !DILocation(line: 55, column: 66, scope: !147)
!157 = !DILocation(line: 55, column: 68, scope: !147)
!158 = !DILocation(line: 55, column: 55, scope: !147)
!159 = !DILocation(line: 55, column: 22, scope: !147)
!160 = !DILocation(line: 55, column: 19, scope: !147)
!161 = !DILocation(line: 56, column: 9, scope: !147)
!162 = !DILocation(line: 53, column: 36, scope: !143)
!163 = !DILocation(line: 53, column: 9, scope: !143)
!164 = distinct !{!164, !145, !165, !85}
!165 = !DILocation(line: 56, column: 9, scope: !139)
!166 = !DILocation(line: 52, column: 32, scope: !135)
!167 = !DILocation(line: 52, column: 5, scope: !135)
!168 = distinct !{!168, !137, !169, !85}
!169 = !DILocation(line: 56, column: 9, scope: !131)
!170 = !DILocation(line: 57, column: 34, scope: !30)
!171 = !DILocation(line: 57, column: 40, scope: !30)
!172 = !DILocation(line: 57, column: 5, scope: !30)
!173 = !DILocalVariable(name: "v", scope: !174, file: !1, line: 58, type: !12)
!174 = distinct !DILexicalBlock(scope: !30, file: !1, line: 58, column: 5)
!175 = !DILocation(line: 58, column: 14, scope: !174)
!176 = !DILocation(line: 58, column: 10, scope: !174)
!177 = !DILocation(line: 58, column: 26, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !1, line: 58, column: 5)
!179 = !DILocation(line: 58, column: 28, scope: !178)
!180 = !DILocation(line: 58, column: 5, scope: !174)
!181 = !DILocation(line: 59, column: 36, scope: !178)
!182 = !DILocation(line: 59, column: 47, scope: !178)
!183 = !DILocation(line: 59, column: 39, scope: !178)
!184 = !DILocation(line: 59, column: 9, scope: !178)
!185 = !DILocation(line: 58, column: 40, scope: !178)
!186 = !DILocation(line: 58, column: 5, scope: !178)
!187 = distinct !{!187, !180, !188, !85}
!188 = !DILocation(line: 59, column: 49, scope: !174)
!189 = !DILocation(line: 60, column: 39, scope: !30)
!190 = !DILocation(line: 60, column: 58, scope: !30)
!191 = !DILocation(line: 61, column: 12, scope: !30)
!192 = !DILocation(line: 60, column: 5, scope: !30)
!193 = !DILocalVariable(name: "arr", scope: !30, file: !1, line: 63, type: !194)
!194 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2048, elements: !195)
!195 = !{!196}
!196 = !DISubrange(count: 64)
!197 = !DILocation(line: 63, column: 9, scope: !30)
!198 = !DILocalVariable(name: "x", scope: !30, file: !1, line: 64, type: !3)
!199 = !DILocation(line: 64, column: 14, scope: !30)
!200 = !DILocalVariable(name: "i", scope: !201, file: !1, line: 65, type: !12)
!201 = distinct !DILexicalBlock(scope: !30, file: !1, line: 65, column: 5)
!202 = !DILocation(line: 65, column: 14, scope: !201)
!203 = !DILocation(line: 65, column: 10, scope: !201)
!204 = !DILocation(line: 65, column: 21, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !1, line: 65, column: 5)
!206 = !DILocation(line: 65, column: 23, scope: !205)
!207 = !DILocation(line: 65, column: 5, scope: !201)
!208 = !DILocation(line: 66, column: 13, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !1, line: 65, column: 34)
!210 = !DILocation(line: 66, column: 15, scope: !209)
!211 = !DILocation(line: 66, column: 29, scope: !209)
!212 = !DILocation(line: 66, column: 11, scope: !209)
!213 = !DILocation(line: 67, column: 24, scope: !209)
!214 = !DILocation(line: 67, column: 26, scope: !209)
!215 = !DILocation(line: 67, column: 33, scope: !209)
!216 = !DILocation(line: 67, column: 40, scope: !209)
!217 = !DILocation(line: 67, column: 13, scope: !209)
!218 = !DILocation(line: 67, column: 9, scope: !209)
!219 = !DILocation(line: 67, column: 16, scope: !209)
!220 = !DILocation(line: 68, column: 5, scope: !209)
!221 = !DILocation(line: 65, column: 30, scope: !205)
!222 = !DILocation(line: 65, column: 5, scope: !205)
!223 = distinct !{!223, !207, !224, !85}
!224 = !DILocation(line: 68, column: 5, scope: !201)
!225 = !DILocalVariable(name: "mn", scope: !30, file: !1, line: 69, type: !12)
!226 = !DILocation(line: 69, column: 9, scope: !30)
!227 = !DILocalVariable(name: "mx", scope: !30, file: !1, line: 69, type: !12)
!228 = !DILocation(line: 69, column: 23, scope: !30)
!229 = !DILocalVariable(name: "amin", scope: !30, file: !1, line: 69, type: !12)
!230 = !DILocation(line: 69, column: 37, scope: !30)
!231 = !DILocalVariable(name: "absum", scope: !30, file: !1, line: 70, type: !16)
!232 = !DILocation(line: 70, column: 10, scope: !30)
!233 = !DILocalVariable(name: "i", scope: !234, file: !1, line: 71, type: !12)
!234 = distinct !DILexicalBlock(scope: !30, file: !1, line: 71, column: 5)
!235 = !DILocation(line: 71, column: 14, scope: !234)
!236 = !DILocation(line: 71, column: 10, scope: !234)
!237 = !DILocation(line: 71, column: 21, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !1, line: 71, column: 5)
!239 = !DILocation(line: 71, column: 23, scope: !238)
!240 = !DILocation(line: 71, column: 5, scope: !234)
!241 = !DILocation(line: 72, column: 19, scope: !242)
!242 = distinct !DILexicalBlock(scope: !238, file: !1, line: 71, column: 34)
!243 = !DILocation(line: 72, column: 27, scope: !242)
!244 = !DILocation(line: 72, column: 23, scope: !242)
!245 = !DILocation(line: 72, column: 14, scope: !242)
!246 = !DILocation(line: 72, column: 12, scope: !242)
!247 = !DILocation(line: 73, column: 19, scope: !242)
!248 = !DILocation(line: 73, column: 27, scope: !242)
!249 = !DILocation(line: 73, column: 23, scope: !242)
!250 = !DILocation(line: 73, column: 14, scope: !242)
!251 = !DILocation(line: 73, column: 12, scope: !242)
!252 = !DILocation(line: 74, column: 27, scope: !242)
!253 = !DILocation(line: 74, column: 23, scope: !242)
!254 = !DILocation(line: 74, column: 18, scope: !242)
!255 = !DILocation(line: 74, column: 15, scope: !242)
!256 = !DILocation(line: 75, column: 5, scope: !242)
!257 = !DILocation(line: 71, column: 30, scope: !238)
!258 = !DILocation(line: 71, column: 5, scope: !238)
!259 = distinct !{!259, !240, !260, !85}
!260 = !DILocation(line: 75, column: 5, scope: !234)
!261 = !DILocalVariable(name: "i", scope: !262, file: !1, line: 76, type: !12)
!262 = distinct !DILexicalBlock(scope: !30, file: !1, line: 76, column: 5)
!263 = !DILocation(line: 76, column: 14, scope: !262)
!264 = !DILocation(line: 76, column: 10, scope: !262)
!265 = !DILocation(line: 76, column: 21, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !1, line: 76, column: 5)
!267 = !DILocation(line: 76, column: 23, scope: !266)
!268 = !DILocation(line: 76, column: 5, scope: !262)
!269 = !DILocation(line: 77, column: 17, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !1, line: 77, column: 13)
!271 = !DILocation(line: 77, column: 13, scope: !270)
!272 = !DILocation(line: 77, column: 23, scope: !270)
!273 = !DILocation(line: 77, column: 20, scope: !270)
!274 = !DILocation(line: 77, column: 13, scope: !266)
!275 = !DILocation(line: 78, column: 20, scope: !276)
!276 = distinct !DILexicalBlock(scope: !270, file: !1, line: 77, column: 27)
!277 = !DILocation(line: 78, column: 18, scope: !276)
!278 = !DILocation(line: 79, column: 13, scope: !276)
!279 = !DILocation(line: 76, column: 30, scope: !266)
!280 = !DILocation(line: 76, column: 5, scope: !266)
!281 = distinct !{!281, !268, !282, !85}
!282 = !DILocation(line: 80, column: 9, scope: !262)
!283 = !DILocation(line: 81, column: 52, scope: !30)
!284 = !DILocation(line: 81, column: 56, scope: !30)
!285 = !DILocation(line: 81, column: 60, scope: !30)
!286 = !DILocation(line: 81, column: 66, scope: !30)
!287 = !DILocation(line: 81, column: 5, scope: !30)
!288 = !DILocalVariable(name: "px", scope: !30, file: !1, line: 83, type: !289)
!289 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !290)
!290 = !{!291}
!291 = !DISubrange(count: 16)
!292 = !DILocation(line: 83, column: 19, scope: !30)
!293 = !DILocalVariable(name: "i", scope: !294, file: !1, line: 84, type: !12)
!294 = distinct !DILexicalBlock(scope: !30, file: !1, line: 84, column: 5)
!295 = !DILocation(line: 84, column: 14, scope: !294)
!296 = !DILocation(line: 84, column: 10, scope: !294)
!297 = !DILocation(line: 84, column: 21, scope: !298)
!298 = distinct !DILexicalBlock(scope: !294, file: !1, line: 84, column: 5)
!299 = !DILocation(line: 84, column: 23, scope: !298)
!300 = !DILocation(line: 84, column: 5, scope: !294)
!301 = !DILocalVariable(name: "v", scope: !302, file: !1, line: 85, type: !12)
!302 = distinct !DILexicalBlock(scope: !298, file: !1, line: 84, column: 34)
!303 = !DILocation(line: 85, column: 13, scope: !302)
!304 = !DILocation(line: 85, column: 18, scope: !302)
!305 = !DILocation(line: 85, column: 20, scope: !302)
!306 = !DILocation(line: 85, column: 25, scope: !302)
!307 = !DILocation(line: 86, column: 33, scope: !302)
!308 = !DILocation(line: 86, column: 35, scope: !302)
!309 = !DILocation(line: 86, column: 45, scope: !302)
!310 = !DILocation(line: 86, column: 47, scope: !302)
!311 = !DILocation(line: 86, column: 61, scope: !302)
!312 = !DILocation(line: 86, column: 17, scope: !302)
!313 = !DILocation(line: 86, column: 12, scope: !302)
!314 = !DILocation(line: 86, column: 9, scope: !302)
!315 = !DILocation(line: 86, column: 15, scope: !302)
!316 = !DILocation(line: 87, column: 5, scope: !302)
!317 = !DILocation(line: 84, column: 30, scope: !298)
!318 = !DILocation(line: 84, column: 5, scope: !298)
!319 = distinct !{!319, !300, !320, !85}
!320 = !DILocation(line: 87, column: 5, scope: !294)
!321 = !DILocalVariable(name: "i", scope: !322, file: !1, line: 88, type: !12)
!322 = distinct !DILexicalBlock(scope: !30, file: !1, line: 88, column: 5)
!323 = !DILocation(line: 88, column: 14, scope: !322)
!324 = !DILocation(line: 88, column: 10, scope: !322)
!325 = !DILocation(line: 88, column: 21, scope: !326)
!326 = distinct !DILexicalBlock(scope: !322, file: !1, line: 88, column: 5)
!327 = !DILocation(line: 88, column: 23, scope: !326)
!328 = !DILocation(line: 88, column: 5, scope: !322)
!329 = !DILocation(line: 89, column: 26, scope: !326)
!330 = !DILocation(line: 89, column: 23, scope: !326)
!331 = !DILocation(line: 89, column: 9, scope: !326)
!332 = !DILocation(line: 88, column: 30, scope: !326)
!333 = !DILocation(line: 88, column: 5, scope: !326)
!334 = distinct !{!334, !328, !335, !85}
!335 = !DILocation(line: 89, column: 28, scope: !322)
!336 = !DILocation(line: 90, column: 5, scope: !30)
!337 = !DILocalVariable(name: "sig", scope: !30, file: !1, line: 92, type: !16)
!338 = !DILocation(line: 92, column: 10, scope: !30)
!339 = !DILocalVariable(name: "i", scope: !340, file: !1, line: 93, type: !12)
!340 = distinct !DILexicalBlock(scope: !30, file: !1, line: 93, column: 5)
!341 = !DILocation(line: 93, column: 14, scope: !340)
!342 = !DILocation(line: 93, column: 10, scope: !340)
!343 = !DILocation(line: 93, column: 22, scope: !344)
!344 = distinct !DILexicalBlock(scope: !340, file: !1, line: 93, column: 5)
!345 = !DILocation(line: 93, column: 24, scope: !344)
!346 = !DILocation(line: 93, column: 5, scope: !340)
!347 = !DILocation(line: 94, column: 15, scope: !344)
!348 = !DILocation(line: 94, column: 19, scope: !344)
!349 = !DILocation(line: 94, column: 27, scope: !344)
!350 = !DILocation(line: 94, column: 29, scope: !344)
!351 = !DILocation(line: 94, column: 37, scope: !344)
!352 = !DILocation(line: 94, column: 39, scope: !344)
!353 = !DILocation(line: 94, column: 34, scope: !344)
!354 = !DILocation(line: 94, column: 25, scope: !344)
!355 = !DILocation(line: 94, column: 23, scope: !344)
!356 = !DILocation(line: 94, column: 45, scope: !344)
!357 = !DILocation(line: 94, column: 13, scope: !344)
!358 = !DILocation(line: 94, column: 9, scope: !344)
!359 = !DILocation(line: 93, column: 31, scope: !344)
!360 = !DILocation(line: 93, column: 5, scope: !344)
!361 = distinct !{!361, !346, !362, !85}
!362 = !DILocation(line: 94, column: 47, scope: !340)
!363 = !DILocation(line: 95, column: 36, scope: !30)
!364 = !DILocation(line: 95, column: 5, scope: !30)
!365 = !DILocation(line: 96, column: 5, scope: !30)
!366 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 8, type: !367, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!367 = !DISubroutineType(types: !368)
!368 = !{!12, !12, !12}
!369 = !DILocalVariable(name: "a", arg: 1, scope: !366, file: !1, line: 8, type: !12)
!370 = !DILocation(line: 8, column: 21, scope: !366)
!371 = !DILocalVariable(name: "b", arg: 2, scope: !366, file: !1, line: 8, type: !12)
!372 = !DILocation(line: 8, column: 28, scope: !366)
!373 = !DILocation(line: 8, column: 40, scope: !366)
!374 = !DILocation(line: 8, column: 44, scope: !366)
!375 = !DILocation(line: 8, column: 42, scope: !366)
!376 = !DILocation(line: 8, column: 48, scope: !366)
!377 = !DILocation(line: 8, column: 52, scope: !366)
!378 = !DILocation(line: 8, column: 33, scope: !366)
!379 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 9, type: !367, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!380 = !DILocalVariable(name: "a", arg: 1, scope: !379, file: !1, line: 9, type: !12)
!381 = !DILocation(line: 9, column: 21, scope: !379)
!382 = !DILocalVariable(name: "b", arg: 2, scope: !379, file: !1, line: 9, type: !12)
!383 = !DILocation(line: 9, column: 28, scope: !379)
!384 = !DILocation(line: 9, column: 40, scope: !379)
!385 = !DILocation(line: 9, column: 44, scope: !379)
!386 = !DILocation(line: 9, column: 42, scope: !379)
!387 = !DILocation(line: 9, column: 48, scope: !379)
!388 = !DILocation(line: 9, column: 52, scope: !379)
!389 = !DILocation(line: 9, column: 33, scope: !379)
!390 = distinct !DISubprogram(name: "umin", scope: !1, file: !1, line: 10, type: !391, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!391 = !DISubroutineType(types: !392)
!392 = !{!3, !3, !3}
!393 = !DILocalVariable(name: "a", arg: 1, scope: !390, file: !1, line: 10, type: !3)
!394 = !DILocation(line: 10, column: 31, scope: !390)
!395 = !DILocalVariable(name: "b", arg: 2, scope: !390, file: !1, line: 10, type: !3)
!396 = !DILocation(line: 10, column: 43, scope: !390)
!397 = !DILocation(line: 10, column: 55, scope: !390)
!398 = !DILocation(line: 10, column: 59, scope: !390)
!399 = !DILocation(line: 10, column: 57, scope: !390)
!400 = !DILocation(line: 10, column: 63, scope: !390)
!401 = !DILocation(line: 10, column: 67, scope: !390)
!402 = !DILocation(line: 10, column: 48, scope: !390)
!403 = distinct !DISubprogram(name: "umax", scope: !1, file: !1, line: 11, type: !391, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!404 = !DILocalVariable(name: "a", arg: 1, scope: !403, file: !1, line: 11, type: !3)
!405 = !DILocation(line: 11, column: 31, scope: !403)
!406 = !DILocalVariable(name: "b", arg: 2, scope: !403, file: !1, line: 11, type: !3)
!407 = !DILocation(line: 11, column: 43, scope: !403)
!408 = !DILocation(line: 11, column: 55, scope: !403)
!409 = !DILocation(line: 11, column: 59, scope: !403)
!410 = !DILocation(line: 11, column: 57, scope: !403)
!411 = !DILocation(line: 11, column: 63, scope: !403)
!412 = !DILocation(line: 11, column: 67, scope: !403)
!413 = !DILocation(line: 11, column: 48, scope: !403)
!414 = distinct !DISubprogram(name: "clamp", scope: !1, file: !1, line: 12, type: !415, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!415 = !DISubroutineType(types: !416)
!416 = !{!12, !12, !12, !12}
!417 = !DILocalVariable(name: "v", arg: 1, scope: !414, file: !1, line: 12, type: !12)
!418 = !DILocation(line: 12, column: 22, scope: !414)
!419 = !DILocalVariable(name: "lo", arg: 2, scope: !414, file: !1, line: 12, type: !12)
!420 = !DILocation(line: 12, column: 29, scope: !414)
!421 = !DILocalVariable(name: "hi", arg: 3, scope: !414, file: !1, line: 12, type: !12)
!422 = !DILocation(line: 12, column: 37, scope: !414)
!423 = !DILocation(line: 12, column: 60, scope: !414)
!424 = !DILocation(line: 12, column: 63, scope: !414)
!425 = !DILocation(line: 12, column: 55, scope: !414)
!426 = !DILocation(line: 12, column: 68, scope: !414)
!427 = !DILocation(line: 12, column: 50, scope: !414)
!428 = !DILocation(line: 12, column: 43, scope: !414)
!429 = distinct !DISubprogram(name: "iabs", scope: !1, file: !1, line: 13, type: !430, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!430 = !DISubroutineType(types: !431)
!431 = !{!12, !12}
!432 = !DILocalVariable(name: "v", arg: 1, scope: !429, file: !1, line: 13, type: !12)
!433 = !DILocation(line: 13, column: 21, scope: !429)
!434 = !DILocation(line: 13, column: 33, scope: !429)
!435 = !DILocation(line: 13, column: 35, scope: !429)
!436 = !DILocation(line: 13, column: 42, scope: !429)
!437 = !DILocation(line: 13, column: 41, scope: !429)
!438 = !DILocation(line: 13, column: 46, scope: !429)
!439 = !DILocation(line: 13, column: 26, scope: !429)
!440 = distinct !DISubprogram(name: "sat_add32", scope: !1, file: !1, line: 15, type: !441, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!441 = !DISubroutineType(types: !442)
!442 = !{!17, !17, !17}
!443 = !DILocalVariable(name: "a", arg: 1, scope: !440, file: !1, line: 15, type: !17)
!444 = !DILocation(line: 15, column: 34, scope: !440)
!445 = !DILocalVariable(name: "b", arg: 2, scope: !440, file: !1, line: 15, type: !17)
!446 = !DILocation(line: 15, column: 45, scope: !440)
!447 = !DILocalVariable(name: "r", scope: !440, file: !1, line: 16, type: !13)
!448 = !DILocation(line: 16, column: 13, scope: !440)
!449 = !DILocation(line: 16, column: 26, scope: !440)
!450 = !DILocation(line: 16, column: 17, scope: !440)
!451 = !DILocation(line: 16, column: 30, scope: !440)
!452 = !DILocation(line: 16, column: 28, scope: !440)
!453 = !DILocation(line: 17, column: 9, scope: !454)
!454 = distinct !DILexicalBlock(scope: !440, file: !1, line: 17, column: 9)
!455 = !DILocation(line: 17, column: 11, scope: !454)
!456 = !DILocation(line: 17, column: 9, scope: !440)
!457 = !DILocation(line: 17, column: 24, scope: !454)
!458 = !DILocation(line: 18, column: 9, scope: !459)
!459 = distinct !DILexicalBlock(scope: !440, file: !1, line: 18, column: 9)
!460 = !DILocation(line: 18, column: 11, scope: !459)
!461 = !DILocation(line: 18, column: 9, scope: !440)
!462 = !DILocation(line: 18, column: 24, scope: !459)
!463 = !DILocation(line: 19, column: 21, scope: !440)
!464 = !DILocation(line: 19, column: 12, scope: !440)
!465 = !DILocation(line: 19, column: 5, scope: !440)
!466 = !DILocation(line: 20, column: 1, scope: !440)
!467 = distinct !DISubprogram(name: "sat_add_u8", scope: !1, file: !1, line: 22, type: !468, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!468 = !DISubroutineType(types: !469)
!469 = !{!4, !4, !4}
!470 = !DILocalVariable(name: "a", arg: 1, scope: !467, file: !1, line: 22, type: !4)
!471 = !DILocation(line: 22, column: 35, scope: !467)
!472 = !DILocalVariable(name: "b", arg: 2, scope: !467, file: !1, line: 22, type: !4)
!473 = !DILocation(line: 22, column: 46, scope: !467)
!474 = !DILocalVariable(name: "r", scope: !467, file: !1, line: 23, type: !3)
!475 = !DILocation(line: 23, column: 14, scope: !467)
!476 = !DILocation(line: 23, column: 28, scope: !467)
!477 = !DILocation(line: 23, column: 18, scope: !467)
!478 = !DILocation(line: 23, column: 32, scope: !467)
!479 = !DILocation(line: 23, column: 30, scope: !467)
!480 = !DILocation(line: 24, column: 12, scope: !467)
!481 = !DILocation(line: 24, column: 14, scope: !467)
!482 = !DILocation(line: 24, column: 37, scope: !467)
!483 = !DILocation(line: 24, column: 28, scope: !467)
!484 = !DILocation(line: 24, column: 5, scope: !467)
!485 = distinct !DISubprogram(name: "sat_sub_u16", scope: !1, file: !1, line: 27, type: !486, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!486 = !DISubroutineType(types: !487)
!487 = !{!9, !9, !9}
!488 = !DILocalVariable(name: "a", arg: 1, scope: !485, file: !1, line: 27, type: !9)
!489 = !DILocation(line: 27, column: 38, scope: !485)
!490 = !DILocalVariable(name: "b", arg: 2, scope: !485, file: !1, line: 27, type: !9)
!491 = !DILocation(line: 27, column: 50, scope: !485)
!492 = !DILocation(line: 27, column: 62, scope: !485)
!493 = !DILocation(line: 27, column: 66, scope: !485)
!494 = !DILocation(line: 27, column: 64, scope: !485)
!495 = !DILocation(line: 27, column: 81, scope: !485)
!496 = !DILocation(line: 27, column: 85, scope: !485)
!497 = !DILocation(line: 27, column: 83, scope: !485)
!498 = !DILocation(line: 27, column: 70, scope: !485)
!499 = !DILocation(line: 27, column: 55, scope: !485)
!500 = distinct !DISubprogram(name: "sat_i16", scope: !1, file: !1, line: 29, type: !501, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!501 = !DISubroutineType(types: !502)
!502 = !{!19, !12}
!503 = !DILocalVariable(name: "v", arg: 1, scope: !500, file: !1, line: 29, type: !12)
!504 = !DILocation(line: 29, column: 28, scope: !500)
!505 = !DILocation(line: 29, column: 50, scope: !500)
!506 = !DILocation(line: 29, column: 52, scope: !500)
!507 = !DILocation(line: 29, column: 70, scope: !500)
!508 = !DILocation(line: 29, column: 72, scope: !500)
!509 = !DILocation(line: 29, column: 92, scope: !500)
!510 = !DILocation(line: 29, column: 40, scope: !500)
!511 = !DILocation(line: 29, column: 33, scope: !500)
!512 = distinct !DISubprogram(name: "sat_add_u32", scope: !1, file: !1, line: 31, type: !513, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !33)
!513 = !DISubroutineType(types: !514)
!514 = !{!515, !515, !515}
!515 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !5, line: 26, baseType: !516)
!516 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !7, line: 42, baseType: !3)
!517 = !DILocalVariable(name: "a", arg: 1, scope: !512, file: !1, line: 31, type: !515)
!518 = !DILocation(line: 31, column: 38, scope: !512)
!519 = !DILocalVariable(name: "b", arg: 2, scope: !512, file: !1, line: 31, type: !515)
!520 = !DILocation(line: 31, column: 50, scope: !512)
!521 = !DILocalVariable(name: "r", scope: !512, file: !1, line: 32, type: !515)
!522 = !DILocation(line: 32, column: 14, scope: !512)
!523 = !DILocation(line: 32, column: 18, scope: !512)
!524 = !DILocation(line: 32, column: 22, scope: !512)
!525 = !DILocation(line: 32, column: 20, scope: !512)
!526 = !DILocation(line: 33, column: 12, scope: !512)
!527 = !DILocation(line: 33, column: 16, scope: !512)
!528 = !DILocation(line: 33, column: 14, scope: !512)
!529 = !DILocation(line: 33, column: 33, scope: !512)
!530 = !DILocation(line: 33, column: 5, scope: !512)
