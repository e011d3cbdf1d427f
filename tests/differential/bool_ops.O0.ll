; ModuleID = 'bool_ops.c'
source_filename = "bool_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.flags = type { i8, i8, i8 }

@.str = private unnamed_addr constant [19 x i8] c"b: %d %d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"sum: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"after ++: %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"after --: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"sizeof(_Bool)=%zu\0A\00", align 1, !dbg !19
@calls = internal global i32 0, align 4, !dbg !21
@.str.5 = private unnamed_addr constant [18 x i8] c"0&&1=%d calls=%d\0A\00", align 1, !dbg !25
@.str.6 = private unnamed_addr constant [18 x i8] c"1||0=%d calls=%d\0A\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [19 x i8] c"chain=%d calls=%d\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [21 x i8] c"ternary=%d calls=%d\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [20 x i8] c"!5=%d !!5=%d !0=%d\0A\00", align 1, !dbg !39
@.str.10 = private unnamed_addr constant [8 x i8] c"cnt=%u\0A\00", align 1, !dbg !44
@__const.main.f = private unnamed_addr constant %struct.flags { i8 1, i8 0, i8 1 }, align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"flags %d %d %d size=%zu\0A\00", align 1, !dbg !49
@.str.12 = private unnamed_addr constant [11 x i8] c"packed=%d\0A\00", align 1, !dbg !54
@.str.13 = private unnamed_addr constant [19 x i8] c"%d %d %d %d %d %d\0A\00", align 1, !dbg !59
@.str.14 = private unnamed_addr constant [15 x i8] c"all=%d any=%d\0A\00", align 1, !dbg !61

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !75 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.flags, align 1
  %14 = alloca [16 x i8], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i32, align 4
  %23 = alloca i8, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !79, !DIExpression(), !81)
  store i8 1, ptr %2, align 1, !dbg !81
    #dbg_declare(ptr %3, !82, !DIExpression(), !84)
  store double 2.500000e-01, ptr %3, align 8, !dbg !84
    #dbg_declare(ptr %4, !85, !DIExpression(), !86)
  store double -0.000000e+00, ptr %4, align 8, !dbg !86
    #dbg_declare(ptr %5, !87, !DIExpression(), !88)
  %24 = load double, ptr %3, align 8, !dbg !89
  %25 = fcmp une double %24, 0.000000e+00, !dbg !89
  %26 = zext i1 %25 to i8, !dbg !88
  store i8 %26, ptr %5, align 1, !dbg !88
    #dbg_declare(ptr %6, !90, !DIExpression(), !91)
  store i8 0, ptr %6, align 1, !dbg !91
    #dbg_declare(ptr %7, !92, !DIExpression(), !93)
  %27 = load double, ptr %4, align 8, !dbg !94
  %28 = fcmp une double %27, 0.000000e+00, !dbg !94
  %29 = zext i1 %28 to i8, !dbg !93
  store i8 %29, ptr %7, align 1, !dbg !93
    #dbg_declare(ptr %8, !95, !DIExpression(), !96)
  store i8 1, ptr %8, align 1, !dbg !96
  %30 = load i8, ptr %2, align 1, !dbg !97
  %31 = trunc i8 %30 to i1, !dbg !97
  %32 = zext i1 %31 to i32, !dbg !97
  %33 = load i8, ptr %5, align 1, !dbg !98
  %34 = trunc i8 %33 to i1, !dbg !98
  %35 = zext i1 %34 to i32, !dbg !98
  %36 = load i8, ptr %6, align 1, !dbg !99
  %37 = trunc i8 %36 to i1, !dbg !99
  %38 = zext i1 %37 to i32, !dbg !99
  %39 = load i8, ptr %7, align 1, !dbg !100
  %40 = trunc i8 %39 to i1, !dbg !100
  %41 = zext i1 %40 to i32, !dbg !100
  %42 = load i8, ptr %8, align 1, !dbg !101
  %43 = trunc i8 %42 to i1, !dbg !101
  %44 = zext i1 %43 to i32, !dbg !101
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32, i32 noundef %35, i32 noundef %38, i32 noundef %41, i32 noundef %44), !dbg !102
  %46 = load i8, ptr %2, align 1, !dbg !103
  %47 = trunc i8 %46 to i1, !dbg !103
  %48 = zext i1 %47 to i32, !dbg !103
  %49 = load i8, ptr %5, align 1, !dbg !104
  %50 = trunc i8 %49 to i1, !dbg !104
  %51 = zext i1 %50 to i32, !dbg !104
  %52 = add nsw i32 %48, %51, !dbg !105
  %53 = load i8, ptr %6, align 1, !dbg !106
  %54 = trunc i8 %53 to i1, !dbg !106
  %55 = zext i1 %54 to i32, !dbg !106
  %56 = add nsw i32 %52, %55, !dbg !107
  %57 = load i8, ptr %7, align 1, !dbg !108
  %58 = trunc i8 %57 to i1, !dbg !108
  %59 = zext i1 %58 to i32, !dbg !108
  %60 = add nsw i32 %56, %59, !dbg !109
  %61 = load i8, ptr %8, align 1, !dbg !110
  %62 = trunc i8 %61 to i1, !dbg !110
  %63 = zext i1 %62 to i32, !dbg !110
  %64 = add nsw i32 %60, %63, !dbg !111
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %64), !dbg !112
    #dbg_declare(ptr %9, !113, !DIExpression(), !114)
  store i8 1, ptr %9, align 1, !dbg !114
  %66 = load i8, ptr %9, align 1, !dbg !115
  %67 = trunc i8 %66 to i1, !dbg !115
  %68 = zext i1 %67 to i32, !dbg !115
  %69 = add nsw i32 %68, 1, !dbg !115
  %70 = icmp ne i32 %69, 0, !dbg !115
  %71 = zext i1 %70 to i8, !dbg !115
  store i8 %71, ptr %9, align 1, !dbg !115
  %72 = load i8, ptr %9, align 1, !dbg !116
  %73 = trunc i8 %72 to i1, !dbg !116
  %74 = zext i1 %73 to i32, !dbg !116
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %74), !dbg !117
  %76 = load i8, ptr %9, align 1, !dbg !118
  %77 = trunc i8 %76 to i1, !dbg !118
  %78 = zext i1 %77 to i32, !dbg !118
  %79 = sub nsw i32 %78, 1, !dbg !118
  %80 = icmp ne i32 %79, 0, !dbg !118
  %81 = zext i1 %80 to i8, !dbg !118
  store i8 %81, ptr %9, align 1, !dbg !118
  %82 = load i8, ptr %9, align 1, !dbg !119
  %83 = trunc i8 %82 to i1, !dbg !119
  %84 = zext i1 %83 to i32, !dbg !119
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %84), !dbg !120
  %86 = load i8, ptr %9, align 1, !dbg !121
  %87 = trunc i8 %86 to i1, !dbg !121
  %88 = zext i1 %87 to i32, !dbg !121
  %89 = sub nsw i32 %88, 1, !dbg !121
  %90 = icmp ne i32 %89, 0, !dbg !121
  %91 = zext i1 %90 to i8, !dbg !121
  store i8 %91, ptr %9, align 1, !dbg !121
  %92 = load i8, ptr %9, align 1, !dbg !122
  %93 = trunc i8 %92 to i1, !dbg !122
  %94 = zext i1 %93 to i32, !dbg !122
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %94), !dbg !123
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef 1), !dbg !124
  store i32 0, ptr @calls, align 4, !dbg !125
    #dbg_declare(ptr %10, !126, !DIExpression(), !127)
  %97 = call i32 @side(i32 noundef 0), !dbg !128
  %98 = icmp ne i32 %97, 0, !dbg !128
  br i1 %98, label %99, label %102, !dbg !129

99:                                               ; preds = %0
  %100 = call i32 @side(i32 noundef 1), !dbg !130
  %101 = icmp ne i32 %100, 0, !dbg !129
  br label %102

102:                                              ; preds = %99, %0
  %103 = phi i1 [ false, %0 ], [ %101, %99 ], !dbg !131
  %104 = zext i1 %103 to i32, !dbg !129
  store i32 %104, ptr %10, align 4, !dbg !127
  %105 = load i32, ptr %10, align 4, !dbg !132
  %106 = load i32, ptr @calls, align 4, !dbg !133
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %105, i32 noundef %106), !dbg !134
  store i32 0, ptr @calls, align 4, !dbg !135
  %108 = call i32 @side(i32 noundef 1), !dbg !136
  %109 = icmp ne i32 %108, 0, !dbg !136
  br i1 %109, label %113, label %110, !dbg !137

110:                                              ; preds = %102
  %111 = call i32 @side(i32 noundef 0), !dbg !138
  %112 = icmp ne i32 %111, 0, !dbg !137
  br label %113, !dbg !137

113:                                              ; preds = %110, %102
  %114 = phi i1 [ true, %102 ], [ %112, %110 ]
  %115 = zext i1 %114 to i32, !dbg !137
  store i32 %115, ptr %10, align 4, !dbg !139
  %116 = load i32, ptr %10, align 4, !dbg !140
  %117 = load i32, ptr @calls, align 4, !dbg !141
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %116, i32 noundef %117), !dbg !142
  store i32 0, ptr @calls, align 4, !dbg !143
  %119 = call i32 @side(i32 noundef 2), !dbg !144
  %120 = icmp ne i32 %119, 0, !dbg !144
  br i1 %120, label %121, label %130, !dbg !145

121:                                              ; preds = %113
  %122 = call i32 @side(i32 noundef 3), !dbg !146
  %123 = icmp ne i32 %122, 0, !dbg !146
  br i1 %123, label %124, label %130, !dbg !147

124:                                              ; preds = %121
  %125 = call i32 @side(i32 noundef 0), !dbg !148
  %126 = icmp ne i32 %125, 0, !dbg !148
  br i1 %126, label %127, label %130, !dbg !149

127:                                              ; preds = %124
  %128 = call i32 @side(i32 noundef 4), !dbg !150
  %129 = icmp ne i32 %128, 0, !dbg !149
  br label %130

130:                                              ; preds = %127, %124, %121, %113
  %131 = phi i1 [ false, %124 ], [ false, %121 ], [ false, %113 ], [ %129, %127 ], !dbg !131
  %132 = zext i1 %131 to i32, !dbg !149
  store i32 %132, ptr %10, align 4, !dbg !151
  %133 = load i32, ptr %10, align 4, !dbg !152
  %134 = load i32, ptr @calls, align 4, !dbg !153
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %133, i32 noundef %134), !dbg !154
  store i32 0, ptr @calls, align 4, !dbg !155
  %136 = call i32 @side(i32 noundef 0), !dbg !156
  %137 = icmp ne i32 %136, 0, !dbg !156
  br i1 %137, label %141, label %138, !dbg !157

138:                                              ; preds = %130
  %139 = call i32 @side(i32 noundef 0), !dbg !158
  %140 = icmp ne i32 %139, 0, !dbg !158
  br i1 %140, label %141, label %143, !dbg !159

141:                                              ; preds = %138, %130
  %142 = call i32 @side(i32 noundef 7), !dbg !160
  br label %145, !dbg !159

143:                                              ; preds = %138
  %144 = call i32 @side(i32 noundef 8), !dbg !161
  br label %145, !dbg !159

145:                                              ; preds = %143, %141
  %146 = phi i32 [ %142, %141 ], [ %144, %143 ], !dbg !159
  store i32 %146, ptr %10, align 4, !dbg !162
  %147 = load i32, ptr %10, align 4, !dbg !163
  %148 = load i32, ptr @calls, align 4, !dbg !164
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %147, i32 noundef %148), !dbg !165
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef 0, i32 noundef 1, i32 noundef 1), !dbg !166
    #dbg_declare(ptr %11, !167, !DIExpression(), !169)
  store i32 0, ptr %11, align 4, !dbg !169
    #dbg_declare(ptr %12, !170, !DIExpression(), !172)
  store i32 0, ptr %12, align 4, !dbg !172
  br label %151, !dbg !173

151:                                              ; preds = %183, %145
  %152 = load i32, ptr %12, align 4, !dbg !174
  %153 = icmp ult i32 %152, 100, !dbg !176
  br i1 %153, label %154, label %186, !dbg !177

154:                                              ; preds = %151
  %155 = load i32, ptr %12, align 4, !dbg !178
  %156 = call zeroext i1 @is_odd(i32 noundef %155), !dbg !179
  %157 = zext i1 %156 to i32, !dbg !179
  %158 = load i32, ptr %12, align 4, !dbg !180
  %159 = urem i32 %158, 3, !dbg !181
  %160 = icmp eq i32 %159, 0, !dbg !182
  %161 = zext i1 %160 to i32, !dbg !182
  %162 = add nsw i32 %157, %161, !dbg !183
  %163 = load i32, ptr %12, align 4, !dbg !184
  %164 = icmp ugt i32 %163, 50, !dbg !185
  br i1 %164, label %165, label %168, !dbg !186

165:                                              ; preds = %154
  %166 = load i32, ptr %12, align 4, !dbg !187
  %167 = icmp ult i32 %166, 60, !dbg !188
  br label %168

168:                                              ; preds = %165, %154
  %169 = phi i1 [ false, %154 ], [ %167, %165 ], !dbg !189
  %170 = zext i1 %169 to i32, !dbg !186
  %171 = add nsw i32 %162, %170, !dbg !190
  %172 = load i32, ptr %12, align 4, !dbg !191
  %173 = icmp ult i32 %172, 10, !dbg !192
  br i1 %173, label %177, label %174, !dbg !193

174:                                              ; preds = %168
  %175 = load i32, ptr %12, align 4, !dbg !194
  %176 = icmp ugt i32 %175, 90, !dbg !195
  br label %177, !dbg !193

177:                                              ; preds = %174, %168
  %178 = phi i1 [ true, %168 ], [ %176, %174 ]
  %179 = zext i1 %178 to i32, !dbg !193
  %180 = add nsw i32 %171, %179, !dbg !196
  %181 = load i32, ptr %11, align 4, !dbg !197
  %182 = add i32 %181, %180, !dbg !197
  store i32 %182, ptr %11, align 4, !dbg !197
  br label %183, !dbg !198

183:                                              ; preds = %177
  %184 = load i32, ptr %12, align 4, !dbg !199
  %185 = add i32 %184, 1, !dbg !199
  store i32 %185, ptr %12, align 4, !dbg !199
  br label %151, !dbg !200, !llvm.loop !201

186:                                              ; preds = %151
  %187 = load i32, ptr %11, align 4, !dbg !204
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %187), !dbg !205
    #dbg_declare(ptr %13, !206, !DIExpression(), !212)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 @__const.main.f, i64 3, i1 false), !dbg !212
  %189 = getelementptr inbounds %struct.flags, ptr %13, i32 0, i32 0, !dbg !213
  %190 = load i8, ptr %189, align 1, !dbg !213
  %191 = trunc i8 %190 to i1, !dbg !213
  br i1 %191, label %192, label %196, !dbg !214

192:                                              ; preds = %186
  %193 = getelementptr inbounds %struct.flags, ptr %13, i32 0, i32 2, !dbg !215
  %194 = load i8, ptr %193, align 1, !dbg !215
  %195 = trunc i8 %194 to i1, !dbg !215
  br label %196

196:                                              ; preds = %192, %186
  %197 = phi i1 [ false, %186 ], [ %195, %192 ], !dbg !131
  %198 = getelementptr inbounds %struct.flags, ptr %13, i32 0, i32 1, !dbg !216
  %199 = zext i1 %197 to i8, !dbg !217
  store i8 %199, ptr %198, align 1, !dbg !217
  %200 = getelementptr inbounds %struct.flags, ptr %13, i32 0, i32 0, !dbg !218
  %201 = load i8, ptr %200, align 1, !dbg !218
  %202 = trunc i8 %201 to i1, !dbg !218
  %203 = xor i1 %202, true, !dbg !219
  %204 = getelementptr inbounds %struct.flags, ptr %13, i32 0, i32 0, !dbg !220
  %205 = zext i1 %203 to i8, !dbg !221
  store i8 %205, ptr %204, align 1, !dbg !221
  %206 = getelementptr inbounds %struct.flags, ptr %13, i32 0, i32 0, !dbg !222
  %207 = load i8, ptr %206, align 1, !dbg !222
  %208 = trunc i8 %207 to i1, !dbg !222
  %209 = zext i1 %208 to i32, !dbg !223
  %210 = getelementptr inbounds %struct.flags, ptr %13, i32 0, i32 1, !dbg !224
  %211 = load i8, ptr %210, align 1, !dbg !224
  %212 = trunc i8 %211 to i1, !dbg !224
  %213 = zext i1 %212 to i32, !dbg !225
  %214 = getelementptr inbounds %struct.flags, ptr %13, i32 0, i32 2, !dbg !226
  %215 = load i8, ptr %214, align 1, !dbg !226
  %216 = trunc i8 %215 to i1, !dbg !226
  %217 = zext i1 %216 to i32, !dbg !227
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %209, i32 noundef %213, i32 noundef %217, i64 noundef 3), !dbg !228
    #dbg_declare(ptr %14, !229, !DIExpression(), !233)
    #dbg_declare(ptr %15, !234, !DIExpression(), !236)
  store i32 0, ptr %15, align 4, !dbg !236
  br label %219, !dbg !237

219:                                              ; preds = %231, %196
  %220 = load i32, ptr %15, align 4, !dbg !238
  %221 = icmp slt i32 %220, 16, !dbg !240
  br i1 %221, label %222, label %234, !dbg !241

222:                                              ; preds = %219
  %223 = load i32, ptr %15, align 4, !dbg !242
  %224 = mul nsw i32 %223, 7, !dbg !243
  %225 = srem i32 %224, 5, !dbg !244
  %226 = icmp ne i32 %225, 0, !dbg !245
  %227 = load i32, ptr %15, align 4, !dbg !246
  %228 = sext i32 %227 to i64, !dbg !247
  %229 = getelementptr inbounds [16 x i8], ptr %14, i64 0, i64 %228, !dbg !247
  %230 = zext i1 %226 to i8, !dbg !248
  store i8 %230, ptr %229, align 1, !dbg !248
  br label %231, !dbg !247

231:                                              ; preds = %222
  %232 = load i32, ptr %15, align 4, !dbg !249
  %233 = add nsw i32 %232, 1, !dbg !249
  store i32 %233, ptr %15, align 4, !dbg !249
  br label %219, !dbg !250, !llvm.loop !251

234:                                              ; preds = %219
    #dbg_declare(ptr %16, !253, !DIExpression(), !254)
  store i32 0, ptr %16, align 4, !dbg !254
    #dbg_declare(ptr %17, !255, !DIExpression(), !257)
  store i32 0, ptr %17, align 4, !dbg !257
  br label %235, !dbg !258

235:                                              ; preds = %248, %234
  %236 = load i32, ptr %17, align 4, !dbg !259
  %237 = icmp slt i32 %236, 16, !dbg !261
  br i1 %237, label %238, label %251, !dbg !262

238:                                              ; preds = %235
  %239 = load i32, ptr %16, align 4, !dbg !263
  %240 = mul nsw i32 %239, 2, !dbg !264
  %241 = load i32, ptr %17, align 4, !dbg !265
  %242 = sext i32 %241 to i64, !dbg !266
  %243 = getelementptr inbounds [16 x i8], ptr %14, i64 0, i64 %242, !dbg !266
  %244 = load i8, ptr %243, align 1, !dbg !266
  %245 = trunc i8 %244 to i1, !dbg !266
  %246 = zext i1 %245 to i32, !dbg !266
  %247 = add nsw i32 %240, %246, !dbg !267
  store i32 %247, ptr %16, align 4, !dbg !268
  br label %248, !dbg !269

248:                                              ; preds = %238
  %249 = load i32, ptr %17, align 4, !dbg !270
  %250 = add nsw i32 %249, 1, !dbg !270
  store i32 %250, ptr %17, align 4, !dbg !270
  br label %235, !dbg !271, !llvm.loop !272

251:                                              ; preds = %235
  %252 = load i32, ptr %16, align 4, !dbg !274
  %253 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %252), !dbg !275
    #dbg_declare(ptr %18, !276, !DIExpression(), !277)
  store i32 10, ptr %18, align 4, !dbg !277
    #dbg_declare(ptr %19, !278, !DIExpression(), !279)
  store i32 20, ptr %19, align 4, !dbg !279
  %254 = load i32, ptr %18, align 4, !dbg !280
  %255 = load i32, ptr %19, align 4, !dbg !281
  %256 = icmp slt i32 %254, %255, !dbg !282
  %257 = zext i1 %256 to i32, !dbg !282
  %258 = load i32, ptr %18, align 4, !dbg !283
  %259 = load i32, ptr %19, align 4, !dbg !284
  %260 = icmp sgt i32 %258, %259, !dbg !285
  %261 = zext i1 %260 to i32, !dbg !285
  %262 = load i32, ptr %18, align 4, !dbg !286
  %263 = icmp sle i32 %262, 10, !dbg !287
  %264 = zext i1 %263 to i32, !dbg !287
  %265 = load i32, ptr %18, align 4, !dbg !288
  %266 = icmp sge i32 %265, 11, !dbg !289
  %267 = zext i1 %266 to i32, !dbg !289
  %268 = load i32, ptr %18, align 4, !dbg !290
  %269 = icmp eq i32 %268, 10, !dbg !291
  %270 = zext i1 %269 to i32, !dbg !291
  %271 = load i32, ptr %18, align 4, !dbg !292
  %272 = icmp ne i32 %271, 10, !dbg !293
  %273 = zext i1 %272 to i32, !dbg !293
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %257, i32 noundef %261, i32 noundef %264, i32 noundef %267, i32 noundef %270, i32 noundef %273), !dbg !294
    #dbg_declare(ptr %20, !295, !DIExpression(), !296)
  store i8 1, ptr %20, align 1, !dbg !296
    #dbg_declare(ptr %21, !297, !DIExpression(), !298)
  store i8 0, ptr %21, align 1, !dbg !298
    #dbg_declare(ptr %22, !299, !DIExpression(), !301)
  store i32 0, ptr %22, align 4, !dbg !301
  br label %275, !dbg !302

275:                                              ; preds = %304, %251
  %276 = load i32, ptr %22, align 4, !dbg !303
  %277 = icmp slt i32 %276, 10, !dbg !305
  br i1 %277, label %278, label %307, !dbg !306

278:                                              ; preds = %275
    #dbg_declare(ptr %23, !307, !DIExpression(), !309)
  %279 = load i32, ptr %22, align 4, !dbg !310
  %280 = load i32, ptr %22, align 4, !dbg !311
  %281 = mul nsw i32 %279, %280, !dbg !312
  %282 = srem i32 %281, 7, !dbg !313
  %283 = icmp ne i32 %282, 3, !dbg !314
  %284 = zext i1 %283 to i8, !dbg !309
  store i8 %284, ptr %23, align 1, !dbg !309
  %285 = load i8, ptr %20, align 1, !dbg !315
  %286 = trunc i8 %285 to i1, !dbg !315
  br i1 %286, label %287, label %290, !dbg !316

287:                                              ; preds = %278
  %288 = load i8, ptr %23, align 1, !dbg !317
  %289 = trunc i8 %288 to i1, !dbg !317
  br label %290

290:                                              ; preds = %287, %278
  %291 = phi i1 [ false, %278 ], [ %289, %287 ], !dbg !318
  %292 = zext i1 %291 to i8, !dbg !319
  store i8 %292, ptr %20, align 1, !dbg !319
  %293 = load i8, ptr %21, align 1, !dbg !320
  %294 = trunc i8 %293 to i1, !dbg !320
  br i1 %294, label %301, label %295, !dbg !321

295:                                              ; preds = %290
  %296 = load i32, ptr %22, align 4, !dbg !322
  %297 = load i32, ptr %22, align 4, !dbg !323
  %298 = mul nsw i32 %296, %297, !dbg !324
  %299 = srem i32 %298, 7, !dbg !325
  %300 = icmp eq i32 %299, 2, !dbg !326
  br label %301, !dbg !321

301:                                              ; preds = %295, %290
  %302 = phi i1 [ true, %290 ], [ %300, %295 ]
  %303 = zext i1 %302 to i8, !dbg !327
  store i8 %303, ptr %21, align 1, !dbg !327
  br label %304, !dbg !328

304:                                              ; preds = %301
  %305 = load i32, ptr %22, align 4, !dbg !329
  %306 = add nsw i32 %305, 1, !dbg !329
  store i32 %306, ptr %22, align 4, !dbg !329
  br label %275, !dbg !330, !llvm.loop !331

307:                                              ; preds = %275
  %308 = load i8, ptr %20, align 1, !dbg !333
  %309 = trunc i8 %308 to i1, !dbg !333
  %310 = zext i1 %309 to i32, !dbg !333
  %311 = load i8, ptr %21, align 1, !dbg !334
  %312 = trunc i8 %311 to i1, !dbg !334
  %313 = zext i1 %312 to i32, !dbg !334
  %314 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %310, i32 noundef %313), !dbg !335
  %315 = load i8, ptr %2, align 1, !dbg !336
  %316 = trunc i8 %315 to i1, !dbg !336
  %317 = zext i1 %316 to i32, !dbg !336
  %318 = load i8, ptr %8, align 1, !dbg !337
  %319 = trunc i8 %318 to i1, !dbg !337
  %320 = zext i1 %319 to i32, !dbg !337
  %321 = add nsw i32 %317, %320, !dbg !338
  %322 = load i8, ptr %6, align 1, !dbg !339
  %323 = trunc i8 %322 to i1, !dbg !339
  %324 = xor i1 %323, true, !dbg !340
  %325 = zext i1 %324 to i32, !dbg !340
  %326 = add nsw i32 %321, %325, !dbg !341
  ret i32 %326, !dbg !342
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @side(i32 noundef %0) #0 !dbg !343 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !346, !DIExpression(), !347)
  %3 = load i32, ptr @calls, align 4, !dbg !348
  %4 = add nsw i32 %3, 1, !dbg !348
  store i32 %4, ptr @calls, align 4, !dbg !348
  %5 = load i32, ptr %2, align 4, !dbg !349
  ret i32 %5, !dbg !350
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @is_odd(i32 noundef %0) #0 !dbg !351 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !354, !DIExpression(), !355)
  %3 = load i32, ptr %2, align 4, !dbg !356
  %4 = and i32 %3, 1, !dbg !357
  %5 = icmp ne i32 %4, 0, !dbg !356
  ret i1 %5, !dbg !358
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bool_ops.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "fb0d74c606bf8d394d84db709f346e4f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "calls", scope: !23, file: !2, line: 5, type: !66, isLocal: true, isDefinition: true)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !7, !12, !17, !19, !25, !30, !32, !34, !39, !44, !49, !54, !59, !61, !21}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 18)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !27, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 21)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 20)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 8)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 25)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 11)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 15)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"frame-pointer", i32 2}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !76, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !23, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!66}
!78 = !{}
!79 = !DILocalVariable(name: "b1", scope: !75, file: !2, line: 19, type: !80)
!80 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!81 = !DILocation(line: 19, column: 11, scope: !75)
!82 = !DILocalVariable(name: "quarter", scope: !75, file: !2, line: 20, type: !83)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !DILocation(line: 20, column: 12, scope: !75)
!85 = !DILocalVariable(name: "mzero", scope: !75, file: !2, line: 20, type: !83)
!86 = !DILocation(line: 20, column: 28, scope: !75)
!87 = !DILocalVariable(name: "b2", scope: !75, file: !2, line: 21, type: !80)
!88 = !DILocation(line: 21, column: 11, scope: !75)
!89 = !DILocation(line: 21, column: 16, scope: !75)
!90 = !DILocalVariable(name: "b3", scope: !75, file: !2, line: 22, type: !80)
!91 = !DILocation(line: 22, column: 11, scope: !75)
!92 = !DILocalVariable(name: "b4", scope: !75, file: !2, line: 23, type: !80)
!93 = !DILocation(line: 23, column: 11, scope: !75)
!94 = !DILocation(line: 23, column: 16, scope: !75)
!95 = !DILocalVariable(name: "b5", scope: !75, file: !2, line: 24, type: !80)
!96 = !DILocation(line: 24, column: 11, scope: !75)
!97 = !DILocation(line: 25, column: 35, scope: !75)
!98 = !DILocation(line: 25, column: 39, scope: !75)
!99 = !DILocation(line: 25, column: 43, scope: !75)
!100 = !DILocation(line: 25, column: 47, scope: !75)
!101 = !DILocation(line: 25, column: 51, scope: !75)
!102 = !DILocation(line: 25, column: 5, scope: !75)
!103 = !DILocation(line: 26, column: 25, scope: !75)
!104 = !DILocation(line: 26, column: 30, scope: !75)
!105 = !DILocation(line: 26, column: 28, scope: !75)
!106 = !DILocation(line: 26, column: 35, scope: !75)
!107 = !DILocation(line: 26, column: 33, scope: !75)
!108 = !DILocation(line: 26, column: 40, scope: !75)
!109 = !DILocation(line: 26, column: 38, scope: !75)
!110 = !DILocation(line: 26, column: 45, scope: !75)
!111 = !DILocation(line: 26, column: 43, scope: !75)
!112 = !DILocation(line: 26, column: 5, scope: !75)
!113 = !DILocalVariable(name: "t", scope: !75, file: !2, line: 27, type: !80)
!114 = !DILocation(line: 27, column: 11, scope: !75)
!115 = !DILocation(line: 28, column: 7, scope: !75)
!116 = !DILocation(line: 29, column: 30, scope: !75)
!117 = !DILocation(line: 29, column: 5, scope: !75)
!118 = !DILocation(line: 30, column: 7, scope: !75)
!119 = !DILocation(line: 31, column: 30, scope: !75)
!120 = !DILocation(line: 31, column: 5, scope: !75)
!121 = !DILocation(line: 32, column: 7, scope: !75)
!122 = !DILocation(line: 33, column: 30, scope: !75)
!123 = !DILocation(line: 33, column: 5, scope: !75)
!124 = !DILocation(line: 34, column: 5, scope: !75)
!125 = !DILocation(line: 35, column: 11, scope: !75)
!126 = !DILocalVariable(name: "r", scope: !75, file: !2, line: 36, type: !66)
!127 = !DILocation(line: 36, column: 9, scope: !75)
!128 = !DILocation(line: 36, column: 13, scope: !75)
!129 = !DILocation(line: 36, column: 21, scope: !75)
!130 = !DILocation(line: 36, column: 24, scope: !75)
!131 = !DILocation(line: 0, scope: !75)
!132 = !DILocation(line: 37, column: 34, scope: !75)
!133 = !DILocation(line: 37, column: 37, scope: !75)
!134 = !DILocation(line: 37, column: 5, scope: !75)
!135 = !DILocation(line: 38, column: 11, scope: !75)
!136 = !DILocation(line: 39, column: 9, scope: !75)
!137 = !DILocation(line: 39, column: 17, scope: !75)
!138 = !DILocation(line: 39, column: 20, scope: !75)
!139 = !DILocation(line: 39, column: 7, scope: !75)
!140 = !DILocation(line: 40, column: 34, scope: !75)
!141 = !DILocation(line: 40, column: 37, scope: !75)
!142 = !DILocation(line: 40, column: 5, scope: !75)
!143 = !DILocation(line: 41, column: 11, scope: !75)
!144 = !DILocation(line: 42, column: 9, scope: !75)
!145 = !DILocation(line: 42, column: 17, scope: !75)
!146 = !DILocation(line: 42, column: 20, scope: !75)
!147 = !DILocation(line: 42, column: 28, scope: !75)
!148 = !DILocation(line: 42, column: 31, scope: !75)
!149 = !DILocation(line: 42, column: 39, scope: !75)
!150 = !DILocation(line: 42, column: 42, scope: !75)
!151 = !DILocation(line: 42, column: 7, scope: !75)
!152 = !DILocation(line: 43, column: 35, scope: !75)
!153 = !DILocation(line: 43, column: 38, scope: !75)
!154 = !DILocation(line: 43, column: 5, scope: !75)
!155 = !DILocation(line: 44, column: 11, scope: !75)
!156 = !DILocation(line: 45, column: 10, scope: !75)
!157 = !DILocation(line: 45, column: 18, scope: !75)
!158 = !DILocation(line: 45, column: 21, scope: !75)
!159 = !DILocation(line: 45, column: 9, scope: !75)
!160 = !DILocation(line: 45, column: 32, scope: !75)
!161 = !DILocation(line: 45, column: 42, scope: !75)
!162 = !DILocation(line: 45, column: 7, scope: !75)
!163 = !DILocation(line: 46, column: 37, scope: !75)
!164 = !DILocation(line: 46, column: 40, scope: !75)
!165 = !DILocation(line: 46, column: 5, scope: !75)
!166 = !DILocation(line: 47, column: 5, scope: !75)
!167 = !DILocalVariable(name: "cnt", scope: !75, file: !2, line: 48, type: !168)
!168 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!169 = !DILocation(line: 48, column: 14, scope: !75)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 49, type: !168)
!171 = distinct !DILexicalBlock(scope: !75, file: !2, line: 49, column: 5)
!172 = !DILocation(line: 49, column: 19, scope: !171)
!173 = !DILocation(line: 49, column: 10, scope: !171)
!174 = !DILocation(line: 49, column: 26, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !2, line: 49, column: 5)
!176 = !DILocation(line: 49, column: 28, scope: !175)
!177 = !DILocation(line: 49, column: 5, scope: !171)
!178 = !DILocation(line: 50, column: 23, scope: !175)
!179 = !DILocation(line: 50, column: 16, scope: !175)
!180 = !DILocation(line: 50, column: 29, scope: !175)
!181 = !DILocation(line: 50, column: 31, scope: !175)
!182 = !DILocation(line: 50, column: 35, scope: !175)
!183 = !DILocation(line: 50, column: 26, scope: !175)
!184 = !DILocation(line: 50, column: 44, scope: !175)
!185 = !DILocation(line: 50, column: 46, scope: !175)
!186 = !DILocation(line: 50, column: 51, scope: !175)
!187 = !DILocation(line: 50, column: 54, scope: !175)
!188 = !DILocation(line: 50, column: 56, scope: !175)
!189 = !DILocation(line: 0, scope: !175)
!190 = !DILocation(line: 50, column: 41, scope: !175)
!191 = !DILocation(line: 50, column: 65, scope: !175)
!192 = !DILocation(line: 50, column: 67, scope: !175)
!193 = !DILocation(line: 50, column: 72, scope: !175)
!194 = !DILocation(line: 50, column: 75, scope: !175)
!195 = !DILocation(line: 50, column: 77, scope: !175)
!196 = !DILocation(line: 50, column: 62, scope: !175)
!197 = !DILocation(line: 50, column: 13, scope: !175)
!198 = !DILocation(line: 50, column: 9, scope: !175)
!199 = !DILocation(line: 49, column: 36, scope: !175)
!200 = !DILocation(line: 49, column: 5, scope: !175)
!201 = distinct !{!201, !177, !202, !203}
!202 = !DILocation(line: 50, column: 81, scope: !171)
!203 = !{!"llvm.loop.mustprogress"}
!204 = !DILocation(line: 51, column: 24, scope: !75)
!205 = !DILocation(line: 51, column: 5, scope: !75)
!206 = !DILocalVariable(name: "f", scope: !75, file: !2, line: 52, type: !207)
!207 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !2, line: 13, size: 24, elements: !208)
!208 = !{!209, !210, !211}
!209 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !207, file: !2, line: 14, baseType: !80, size: 8)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !207, file: !2, line: 14, baseType: !80, size: 8, offset: 8)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !207, file: !2, line: 15, baseType: !80, size: 8, offset: 16)
!212 = !DILocation(line: 52, column: 18, scope: !75)
!213 = !DILocation(line: 53, column: 13, scope: !75)
!214 = !DILocation(line: 53, column: 15, scope: !75)
!215 = !DILocation(line: 53, column: 20, scope: !75)
!216 = !DILocation(line: 53, column: 7, scope: !75)
!217 = !DILocation(line: 53, column: 9, scope: !75)
!218 = !DILocation(line: 54, column: 14, scope: !75)
!219 = !DILocation(line: 54, column: 11, scope: !75)
!220 = !DILocation(line: 54, column: 7, scope: !75)
!221 = !DILocation(line: 54, column: 9, scope: !75)
!222 = !DILocation(line: 55, column: 43, scope: !75)
!223 = !DILocation(line: 55, column: 41, scope: !75)
!224 = !DILocation(line: 55, column: 48, scope: !75)
!225 = !DILocation(line: 55, column: 46, scope: !75)
!226 = !DILocation(line: 55, column: 53, scope: !75)
!227 = !DILocation(line: 55, column: 51, scope: !75)
!228 = !DILocation(line: 55, column: 5, scope: !75)
!229 = !DILocalVariable(name: "arr", scope: !75, file: !2, line: 56, type: !230)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 128, elements: !231)
!231 = !{!232}
!232 = !DISubrange(count: 16)
!233 = !DILocation(line: 56, column: 11, scope: !75)
!234 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 57, type: !66)
!235 = distinct !DILexicalBlock(scope: !75, file: !2, line: 57, column: 5)
!236 = !DILocation(line: 57, column: 14, scope: !235)
!237 = !DILocation(line: 57, column: 10, scope: !235)
!238 = !DILocation(line: 57, column: 21, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !2, line: 57, column: 5)
!240 = !DILocation(line: 57, column: 23, scope: !239)
!241 = !DILocation(line: 57, column: 5, scope: !235)
!242 = !DILocation(line: 58, column: 19, scope: !239)
!243 = !DILocation(line: 58, column: 21, scope: !239)
!244 = !DILocation(line: 58, column: 26, scope: !239)
!245 = !DILocation(line: 58, column: 18, scope: !239)
!246 = !DILocation(line: 58, column: 13, scope: !239)
!247 = !DILocation(line: 58, column: 9, scope: !239)
!248 = !DILocation(line: 58, column: 16, scope: !239)
!249 = !DILocation(line: 57, column: 30, scope: !239)
!250 = !DILocation(line: 57, column: 5, scope: !239)
!251 = distinct !{!251, !241, !252, !203}
!252 = !DILocation(line: 58, column: 28, scope: !235)
!253 = !DILocalVariable(name: "s", scope: !75, file: !2, line: 59, type: !66)
!254 = !DILocation(line: 59, column: 9, scope: !75)
!255 = !DILocalVariable(name: "i", scope: !256, file: !2, line: 60, type: !66)
!256 = distinct !DILexicalBlock(scope: !75, file: !2, line: 60, column: 5)
!257 = !DILocation(line: 60, column: 14, scope: !256)
!258 = !DILocation(line: 60, column: 10, scope: !256)
!259 = !DILocation(line: 60, column: 21, scope: !260)
!260 = distinct !DILexicalBlock(scope: !256, file: !2, line: 60, column: 5)
!261 = !DILocation(line: 60, column: 23, scope: !260)
!262 = !DILocation(line: 60, column: 5, scope: !256)
!263 = !DILocation(line: 61, column: 13, scope: !260)
!264 = !DILocation(line: 61, column: 15, scope: !260)
!265 = !DILocation(line: 61, column: 25, scope: !260)
!266 = !DILocation(line: 61, column: 21, scope: !260)
!267 = !DILocation(line: 61, column: 19, scope: !260)
!268 = !DILocation(line: 61, column: 11, scope: !260)
!269 = !DILocation(line: 61, column: 9, scope: !260)
!270 = !DILocation(line: 60, column: 30, scope: !260)
!271 = !DILocation(line: 60, column: 5, scope: !260)
!272 = distinct !{!272, !262, !273, !203}
!273 = !DILocation(line: 61, column: 26, scope: !256)
!274 = !DILocation(line: 62, column: 27, scope: !75)
!275 = !DILocation(line: 62, column: 5, scope: !75)
!276 = !DILocalVariable(name: "x", scope: !75, file: !2, line: 64, type: !66)
!277 = !DILocation(line: 64, column: 9, scope: !75)
!278 = !DILocalVariable(name: "y", scope: !75, file: !2, line: 64, type: !66)
!279 = !DILocation(line: 64, column: 17, scope: !75)
!280 = !DILocation(line: 65, column: 35, scope: !75)
!281 = !DILocation(line: 65, column: 39, scope: !75)
!282 = !DILocation(line: 65, column: 37, scope: !75)
!283 = !DILocation(line: 65, column: 42, scope: !75)
!284 = !DILocation(line: 65, column: 46, scope: !75)
!285 = !DILocation(line: 65, column: 44, scope: !75)
!286 = !DILocation(line: 65, column: 49, scope: !75)
!287 = !DILocation(line: 65, column: 51, scope: !75)
!288 = !DILocation(line: 65, column: 58, scope: !75)
!289 = !DILocation(line: 65, column: 60, scope: !75)
!290 = !DILocation(line: 65, column: 67, scope: !75)
!291 = !DILocation(line: 65, column: 69, scope: !75)
!292 = !DILocation(line: 65, column: 76, scope: !75)
!293 = !DILocation(line: 65, column: 78, scope: !75)
!294 = !DILocation(line: 65, column: 5, scope: !75)
!295 = !DILocalVariable(name: "all", scope: !75, file: !2, line: 66, type: !80)
!296 = !DILocation(line: 66, column: 10, scope: !75)
!297 = !DILocalVariable(name: "any", scope: !75, file: !2, line: 66, type: !80)
!298 = !DILocation(line: 66, column: 22, scope: !75)
!299 = !DILocalVariable(name: "i", scope: !300, file: !2, line: 67, type: !66)
!300 = distinct !DILexicalBlock(scope: !75, file: !2, line: 67, column: 5)
!301 = !DILocation(line: 67, column: 14, scope: !300)
!302 = !DILocation(line: 67, column: 10, scope: !300)
!303 = !DILocation(line: 67, column: 21, scope: !304)
!304 = distinct !DILexicalBlock(scope: !300, file: !2, line: 67, column: 5)
!305 = !DILocation(line: 67, column: 23, scope: !304)
!306 = !DILocation(line: 67, column: 5, scope: !300)
!307 = !DILocalVariable(name: "p", scope: !308, file: !2, line: 68, type: !80)
!308 = distinct !DILexicalBlock(scope: !304, file: !2, line: 67, column: 34)
!309 = !DILocation(line: 68, column: 14, scope: !308)
!310 = !DILocation(line: 68, column: 19, scope: !308)
!311 = !DILocation(line: 68, column: 23, scope: !308)
!312 = !DILocation(line: 68, column: 21, scope: !308)
!313 = !DILocation(line: 68, column: 26, scope: !308)
!314 = !DILocation(line: 68, column: 30, scope: !308)
!315 = !DILocation(line: 69, column: 15, scope: !308)
!316 = !DILocation(line: 69, column: 19, scope: !308)
!317 = !DILocation(line: 69, column: 22, scope: !308)
!318 = !DILocation(line: 0, scope: !308)
!319 = !DILocation(line: 69, column: 13, scope: !308)
!320 = !DILocation(line: 70, column: 15, scope: !308)
!321 = !DILocation(line: 70, column: 19, scope: !308)
!322 = !DILocation(line: 70, column: 23, scope: !308)
!323 = !DILocation(line: 70, column: 27, scope: !308)
!324 = !DILocation(line: 70, column: 25, scope: !308)
!325 = !DILocation(line: 70, column: 30, scope: !308)
!326 = !DILocation(line: 70, column: 34, scope: !308)
!327 = !DILocation(line: 70, column: 13, scope: !308)
!328 = !DILocation(line: 71, column: 5, scope: !308)
!329 = !DILocation(line: 67, column: 30, scope: !304)
!330 = !DILocation(line: 67, column: 5, scope: !304)
!331 = distinct !{!331, !306, !332, !203}
!332 = !DILocation(line: 71, column: 5, scope: !300)
!333 = !DILocation(line: 72, column: 31, scope: !75)
!334 = !DILocation(line: 72, column: 36, scope: !75)
!335 = !DILocation(line: 72, column: 5, scope: !75)
!336 = !DILocation(line: 73, column: 12, scope: !75)
!337 = !DILocation(line: 73, column: 17, scope: !75)
!338 = !DILocation(line: 73, column: 15, scope: !75)
!339 = !DILocation(line: 73, column: 23, scope: !75)
!340 = !DILocation(line: 73, column: 22, scope: !75)
!341 = !DILocation(line: 73, column: 20, scope: !75)
!342 = !DILocation(line: 73, column: 5, scope: !75)
!343 = distinct !DISubprogram(name: "side", scope: !2, file: !2, line: 6, type: !344, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23, retainedNodes: !78)
!344 = !DISubroutineType(types: !345)
!345 = !{!66, !66}
!346 = !DILocalVariable(name: "v", arg: 1, scope: !343, file: !2, line: 6, type: !66)
!347 = !DILocation(line: 6, column: 21, scope: !343)
!348 = !DILocation(line: 7, column: 10, scope: !343)
!349 = !DILocation(line: 8, column: 12, scope: !343)
!350 = !DILocation(line: 8, column: 5, scope: !343)
!351 = distinct !DISubprogram(name: "is_odd", scope: !2, file: !2, line: 11, type: !352, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !23, retainedNodes: !78)
!352 = !DISubroutineType(types: !353)
!353 = !{!80, !168}
!354 = !DILocalVariable(name: "x", arg: 1, scope: !351, file: !2, line: 11, type: !168)
!355 = !DILocation(line: 11, column: 30, scope: !351)
!356 = !DILocation(line: 11, column: 42, scope: !351)
!357 = !DILocation(line: 11, column: 44, scope: !351)
!358 = !DILocation(line: 11, column: 35, scope: !351)
