; ModuleID = 'ctype_funcs.c'
source_filename = "ctype_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [103 x i8] c"digit=%d alpha=%d space=%d upper=%d lower=%d alnum=%d xdigit=%d toupper-changes=%d tolower-changes=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"signature=%lu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"spaces:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !22
@__const.main.s = private unnamed_addr constant [37 x i8] c"Hello, World! 123 MixedCase_text\09TAB\00", align 16
@.str.5 = private unnamed_addr constant [21 x i8] c"upper: %s\0Alower: %s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [38 x i8] c"  foo_bar1 = 0x1F + baz * 0Xff - _q9;\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [9 x i8] c"hex %ld\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [12 x i8] c"ident '%s'\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [9 x i8] c"num %ld\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [12 x i8] c"punct '%c'\0A\00", align 1, !dbg !49
@__const.main.t = private unnamed_addr constant [27 x i8] c"the  QUICK brown\09fox\0Ajumps\00", align 16
@.str.11 = private unnamed_addr constant [22 x i8] c"title: %s (%d words)\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [27 x i8] c"classified high bytes: %d\0A\00", align 1, !dbg !56

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x i32], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [9 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [37 x i8], align 16
  %9 = alloca [64 x i8], align 16
  %10 = alloca [64 x i8], align 16
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca [32 x i8], align 16
  %16 = alloca i64, align 8
  %17 = alloca [27 x i8], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !97, !DIExpression(), !99)
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 36, i1 false), !dbg !99
    #dbg_declare(ptr %3, !100, !DIExpression(), !101)
  store i64 0, ptr %3, align 8, !dbg !101
    #dbg_declare(ptr %4, !102, !DIExpression(), !104)
  store i32 0, ptr %4, align 4, !dbg !104
  br label %23, !dbg !105

23:                                               ; preds = %154, %0
  %24 = load i32, ptr %4, align 4, !dbg !106
  %25 = icmp slt i32 %24, 256, !dbg !108
  br i1 %25, label %26, label %157, !dbg !109

26:                                               ; preds = %23
    #dbg_declare(ptr %5, !110, !DIExpression(), !112)
  %27 = call ptr @__ctype_b_loc() #6, !dbg !113
  %28 = load ptr, ptr %27, align 8, !dbg !113
  %29 = load i32, ptr %4, align 4, !dbg !113
  %30 = sext i32 %29 to i64, !dbg !113
  %31 = getelementptr inbounds i16, ptr %28, i64 %30, !dbg !113
  %32 = load i16, ptr %31, align 2, !dbg !113
  %33 = zext i16 %32 to i32, !dbg !113
  %34 = and i32 %33, 2048, !dbg !113
  %35 = icmp ne i32 %34, 0, !dbg !114
  %36 = xor i1 %35, true, !dbg !114
  %37 = xor i1 %36, true, !dbg !115
  %38 = zext i1 %37 to i32, !dbg !115
  store i32 %38, ptr %5, align 4, !dbg !116
  %39 = getelementptr inbounds i32, ptr %5, i64 1, !dbg !116
  %40 = call ptr @__ctype_b_loc() #6, !dbg !117
  %41 = load ptr, ptr %40, align 8, !dbg !117
  %42 = load i32, ptr %4, align 4, !dbg !117
  %43 = sext i32 %42 to i64, !dbg !117
  %44 = getelementptr inbounds i16, ptr %41, i64 %43, !dbg !117
  %45 = load i16, ptr %44, align 2, !dbg !117
  %46 = zext i16 %45 to i32, !dbg !117
  %47 = and i32 %46, 1024, !dbg !117
  %48 = icmp ne i32 %47, 0, !dbg !118
  %49 = xor i1 %48, true, !dbg !118
  %50 = xor i1 %49, true, !dbg !119
  %51 = zext i1 %50 to i32, !dbg !119
  store i32 %51, ptr %39, align 4, !dbg !116
  %52 = getelementptr inbounds i32, ptr %5, i64 2, !dbg !116
  %53 = call ptr @__ctype_b_loc() #6, !dbg !120
  %54 = load ptr, ptr %53, align 8, !dbg !120
  %55 = load i32, ptr %4, align 4, !dbg !120
  %56 = sext i32 %55 to i64, !dbg !120
  %57 = getelementptr inbounds i16, ptr %54, i64 %56, !dbg !120
  %58 = load i16, ptr %57, align 2, !dbg !120
  %59 = zext i16 %58 to i32, !dbg !120
  %60 = and i32 %59, 8192, !dbg !120
  %61 = icmp ne i32 %60, 0, !dbg !121
  %62 = xor i1 %61, true, !dbg !121
  %63 = xor i1 %62, true, !dbg !122
  %64 = zext i1 %63 to i32, !dbg !122
  store i32 %64, ptr %52, align 4, !dbg !116
  %65 = getelementptr inbounds i32, ptr %5, i64 3, !dbg !116
  %66 = call ptr @__ctype_b_loc() #6, !dbg !123
  %67 = load ptr, ptr %66, align 8, !dbg !123
  %68 = load i32, ptr %4, align 4, !dbg !123
  %69 = sext i32 %68 to i64, !dbg !123
  %70 = getelementptr inbounds i16, ptr %67, i64 %69, !dbg !123
  %71 = load i16, ptr %70, align 2, !dbg !123
  %72 = zext i16 %71 to i32, !dbg !123
  %73 = and i32 %72, 256, !dbg !123
  %74 = icmp ne i32 %73, 0, !dbg !124
  %75 = xor i1 %74, true, !dbg !124
  %76 = xor i1 %75, true, !dbg !125
  %77 = zext i1 %76 to i32, !dbg !125
  store i32 %77, ptr %65, align 4, !dbg !116
  %78 = getelementptr inbounds i32, ptr %5, i64 4, !dbg !116
  %79 = call ptr @__ctype_b_loc() #6, !dbg !126
  %80 = load ptr, ptr %79, align 8, !dbg !126
  %81 = load i32, ptr %4, align 4, !dbg !126
  %82 = sext i32 %81 to i64, !dbg !126
  %83 = getelementptr inbounds i16, ptr %80, i64 %82, !dbg !126
  %84 = load i16, ptr %83, align 2, !dbg !126
  %85 = zext i16 %84 to i32, !dbg !126
  %86 = and i32 %85, 512, !dbg !126
  %87 = icmp ne i32 %86, 0, !dbg !127
  %88 = xor i1 %87, true, !dbg !127
  %89 = xor i1 %88, true, !dbg !128
  %90 = zext i1 %89 to i32, !dbg !128
  store i32 %90, ptr %78, align 4, !dbg !116
  %91 = getelementptr inbounds i32, ptr %5, i64 5, !dbg !116
  %92 = call ptr @__ctype_b_loc() #6, !dbg !129
  %93 = load ptr, ptr %92, align 8, !dbg !129
  %94 = load i32, ptr %4, align 4, !dbg !129
  %95 = sext i32 %94 to i64, !dbg !129
  %96 = getelementptr inbounds i16, ptr %93, i64 %95, !dbg !129
  %97 = load i16, ptr %96, align 2, !dbg !129
  %98 = zext i16 %97 to i32, !dbg !129
  %99 = and i32 %98, 8, !dbg !129
  %100 = icmp ne i32 %99, 0, !dbg !130
  %101 = xor i1 %100, true, !dbg !130
  %102 = xor i1 %101, true, !dbg !131
  %103 = zext i1 %102 to i32, !dbg !131
  store i32 %103, ptr %91, align 4, !dbg !116
  %104 = getelementptr inbounds i32, ptr %5, i64 6, !dbg !116
  %105 = call ptr @__ctype_b_loc() #6, !dbg !132
  %106 = load ptr, ptr %105, align 8, !dbg !132
  %107 = load i32, ptr %4, align 4, !dbg !132
  %108 = sext i32 %107 to i64, !dbg !132
  %109 = getelementptr inbounds i16, ptr %106, i64 %108, !dbg !132
  %110 = load i16, ptr %109, align 2, !dbg !132
  %111 = zext i16 %110 to i32, !dbg !132
  %112 = and i32 %111, 4096, !dbg !132
  %113 = icmp ne i32 %112, 0, !dbg !133
  %114 = xor i1 %113, true, !dbg !133
  %115 = xor i1 %114, true, !dbg !134
  %116 = zext i1 %115 to i32, !dbg !134
  store i32 %116, ptr %104, align 4, !dbg !116
  %117 = getelementptr inbounds i32, ptr %5, i64 7, !dbg !116
  %118 = load i32, ptr %4, align 4, !dbg !135
  %119 = call i32 @toupper(i32 noundef %118) #7, !dbg !136
  %120 = load i32, ptr %4, align 4, !dbg !137
  %121 = icmp ne i32 %119, %120, !dbg !138
  %122 = zext i1 %121 to i32, !dbg !138
  store i32 %122, ptr %117, align 4, !dbg !116
  %123 = getelementptr inbounds i32, ptr %5, i64 8, !dbg !116
  %124 = load i32, ptr %4, align 4, !dbg !139
  %125 = call i32 @tolower(i32 noundef %124) #7, !dbg !140
  %126 = load i32, ptr %4, align 4, !dbg !141
  %127 = icmp ne i32 %125, %126, !dbg !142
  %128 = zext i1 %127 to i32, !dbg !142
  store i32 %128, ptr %123, align 4, !dbg !116
    #dbg_declare(ptr %6, !143, !DIExpression(), !145)
  store i32 0, ptr %6, align 4, !dbg !145
  br label %129, !dbg !146

129:                                              ; preds = %150, %26
  %130 = load i32, ptr %6, align 4, !dbg !147
  %131 = icmp slt i32 %130, 9, !dbg !149
  br i1 %131, label %132, label %153, !dbg !150

132:                                              ; preds = %129
  %133 = load i32, ptr %6, align 4, !dbg !151
  %134 = sext i32 %133 to i64, !dbg !153
  %135 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 %134, !dbg !153
  %136 = load i32, ptr %135, align 4, !dbg !153
  %137 = load i32, ptr %6, align 4, !dbg !154
  %138 = sext i32 %137 to i64, !dbg !155
  %139 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 %138, !dbg !155
  %140 = load i32, ptr %139, align 4, !dbg !156
  %141 = add nsw i32 %140, %136, !dbg !156
  store i32 %141, ptr %139, align 4, !dbg !156
  %142 = load i64, ptr %3, align 8, !dbg !157
  %143 = mul i64 %142, 3, !dbg !158
  %144 = load i32, ptr %6, align 4, !dbg !159
  %145 = sext i32 %144 to i64, !dbg !160
  %146 = getelementptr inbounds [9 x i32], ptr %5, i64 0, i64 %145, !dbg !160
  %147 = load i32, ptr %146, align 4, !dbg !160
  %148 = sext i32 %147 to i64, !dbg !161
  %149 = add i64 %143, %148, !dbg !162
  store i64 %149, ptr %3, align 8, !dbg !163
  br label %150, !dbg !164

150:                                              ; preds = %132
  %151 = load i32, ptr %6, align 4, !dbg !165
  %152 = add nsw i32 %151, 1, !dbg !165
  store i32 %152, ptr %6, align 4, !dbg !165
  br label %129, !dbg !166, !llvm.loop !167

153:                                              ; preds = %129
  br label %154, !dbg !170

154:                                              ; preds = %153
  %155 = load i32, ptr %4, align 4, !dbg !171
  %156 = add nsw i32 %155, 1, !dbg !171
  store i32 %156, ptr %4, align 4, !dbg !171
  br label %23, !dbg !172, !llvm.loop !173

157:                                              ; preds = %23
  %158 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 0, !dbg !175
  %159 = load i32, ptr %158, align 16, !dbg !175
  %160 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 1, !dbg !176
  %161 = load i32, ptr %160, align 4, !dbg !176
  %162 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 2, !dbg !177
  %163 = load i32, ptr %162, align 8, !dbg !177
  %164 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 3, !dbg !178
  %165 = load i32, ptr %164, align 4, !dbg !178
  %166 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 4, !dbg !179
  %167 = load i32, ptr %166, align 16, !dbg !179
  %168 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 5, !dbg !180
  %169 = load i32, ptr %168, align 4, !dbg !180
  %170 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 6, !dbg !181
  %171 = load i32, ptr %170, align 8, !dbg !181
  %172 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 7, !dbg !182
  %173 = load i32, ptr %172, align 4, !dbg !182
  %174 = getelementptr inbounds [9 x i32], ptr %2, i64 0, i64 8, !dbg !183
  %175 = load i32, ptr %174, align 16, !dbg !183
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %159, i32 noundef %161, i32 noundef %163, i32 noundef %165, i32 noundef %167, i32 noundef %169, i32 noundef %171, i32 noundef %173, i32 noundef %175), !dbg !184
  %177 = load i64, ptr %3, align 8, !dbg !185
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %177), !dbg !186
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !187
    #dbg_declare(ptr %7, !188, !DIExpression(), !190)
  store i32 0, ptr %7, align 4, !dbg !190
  br label %180, !dbg !191

180:                                              ; preds = %197, %157
  %181 = load i32, ptr %7, align 4, !dbg !192
  %182 = icmp slt i32 %181, 128, !dbg !194
  br i1 %182, label %183, label %200, !dbg !195

183:                                              ; preds = %180
  %184 = call ptr @__ctype_b_loc() #6, !dbg !196
  %185 = load ptr, ptr %184, align 8, !dbg !196
  %186 = load i32, ptr %7, align 4, !dbg !196
  %187 = sext i32 %186 to i64, !dbg !196
  %188 = getelementptr inbounds i16, ptr %185, i64 %187, !dbg !196
  %189 = load i16, ptr %188, align 2, !dbg !196
  %190 = zext i16 %189 to i32, !dbg !196
  %191 = and i32 %190, 8192, !dbg !196
  %192 = icmp ne i32 %191, 0, !dbg !196
  br i1 %192, label %193, label %196, !dbg !198

193:                                              ; preds = %183
  %194 = load i32, ptr %7, align 4, !dbg !199
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %194), !dbg !200
  br label %196, !dbg !200

196:                                              ; preds = %193, %183
  br label %197, !dbg !196

197:                                              ; preds = %196
  %198 = load i32, ptr %7, align 4, !dbg !201
  %199 = add nsw i32 %198, 1, !dbg !201
  store i32 %199, ptr %7, align 4, !dbg !201
  br label %180, !dbg !202, !llvm.loop !203

200:                                              ; preds = %180
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !205
    #dbg_declare(ptr %8, !206, !DIExpression(), !210)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.s, i64 37, i1 false), !dbg !210
    #dbg_declare(ptr %9, !211, !DIExpression(), !215)
    #dbg_declare(ptr %10, !216, !DIExpression(), !217)
    #dbg_declare(ptr %11, !218, !DIExpression(), !221)
  %202 = getelementptr inbounds [37 x i8], ptr %8, i64 0, i64 0, !dbg !222
  %203 = call i64 @strlen(ptr noundef %202) #7, !dbg !223
  store i64 %203, ptr %11, align 8, !dbg !221
    #dbg_declare(ptr %12, !224, !DIExpression(), !226)
  store i64 0, ptr %12, align 8, !dbg !226
  br label %204, !dbg !227

204:                                              ; preds = %225, %200
  %205 = load i64, ptr %12, align 8, !dbg !228
  %206 = load i64, ptr %11, align 8, !dbg !230
  %207 = icmp ule i64 %205, %206, !dbg !231
  br i1 %207, label %208, label %228, !dbg !232

208:                                              ; preds = %204
  %209 = load i64, ptr %12, align 8, !dbg !233
  %210 = getelementptr inbounds [37 x i8], ptr %8, i64 0, i64 %209, !dbg !235
  %211 = load i8, ptr %210, align 1, !dbg !235
  %212 = zext i8 %211 to i32, !dbg !236
  %213 = call i32 @toupper(i32 noundef %212) #7, !dbg !237
  %214 = trunc i32 %213 to i8, !dbg !238
  %215 = load i64, ptr %12, align 8, !dbg !239
  %216 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 %215, !dbg !240
  store i8 %214, ptr %216, align 1, !dbg !241
  %217 = load i64, ptr %12, align 8, !dbg !242
  %218 = getelementptr inbounds [37 x i8], ptr %8, i64 0, i64 %217, !dbg !243
  %219 = load i8, ptr %218, align 1, !dbg !243
  %220 = zext i8 %219 to i32, !dbg !244
  %221 = call i32 @tolower(i32 noundef %220) #7, !dbg !245
  %222 = trunc i32 %221 to i8, !dbg !246
  %223 = load i64, ptr %12, align 8, !dbg !247
  %224 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 %223, !dbg !248
  store i8 %222, ptr %224, align 1, !dbg !249
  br label %225, !dbg !250

225:                                              ; preds = %208
  %226 = load i64, ptr %12, align 8, !dbg !251
  %227 = add i64 %226, 1, !dbg !251
  store i64 %227, ptr %12, align 8, !dbg !251
  br label %204, !dbg !252, !llvm.loop !253

228:                                              ; preds = %204
  %229 = getelementptr inbounds [64 x i8], ptr %9, i64 0, i64 0, !dbg !255
  %230 = getelementptr inbounds [64 x i8], ptr %10, i64 0, i64 0, !dbg !256
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %229, ptr noundef %230), !dbg !257
    #dbg_declare(ptr %13, !258, !DIExpression(), !261)
  store ptr @.str.6, ptr %13, align 8, !dbg !261
    #dbg_declare(ptr %14, !262, !DIExpression(), !263)
  %232 = load ptr, ptr %13, align 8, !dbg !264
  store ptr %232, ptr %14, align 8, !dbg !263
    #dbg_declare(ptr %15, !265, !DIExpression(), !269)
  br label %233, !dbg !270

233:                                              ; preds = %329, %228
  %234 = load ptr, ptr %14, align 8, !dbg !271
  %235 = load i8, ptr %234, align 1, !dbg !272
  %236 = icmp ne i8 %235, 0, !dbg !270
  br i1 %236, label %237, label %330, !dbg !270

237:                                              ; preds = %233
  %238 = call ptr @__ctype_b_loc() #6, !dbg !273
  %239 = load ptr, ptr %238, align 8, !dbg !273
  %240 = load ptr, ptr %14, align 8, !dbg !273
  %241 = load i8, ptr %240, align 1, !dbg !273
  %242 = zext i8 %241 to i32, !dbg !273
  %243 = sext i32 %242 to i64, !dbg !273
  %244 = getelementptr inbounds i16, ptr %239, i64 %243, !dbg !273
  %245 = load i16, ptr %244, align 2, !dbg !273
  %246 = zext i16 %245 to i32, !dbg !273
  %247 = and i32 %246, 8192, !dbg !273
  %248 = icmp ne i32 %247, 0, !dbg !273
  br i1 %248, label %249, label %252, !dbg !276

249:                                              ; preds = %237
  %250 = load ptr, ptr %14, align 8, !dbg !277
  %251 = getelementptr inbounds i8, ptr %250, i32 1, !dbg !277
  store ptr %251, ptr %14, align 8, !dbg !277
  br label %329, !dbg !279

252:                                              ; preds = %237
  %253 = load ptr, ptr %14, align 8, !dbg !280
  %254 = getelementptr inbounds i8, ptr %253, i64 0, !dbg !280
  %255 = load i8, ptr %254, align 1, !dbg !280
  %256 = sext i8 %255 to i32, !dbg !280
  %257 = icmp eq i32 %256, 48, !dbg !282
  br i1 %257, label %258, label %275, !dbg !283

258:                                              ; preds = %252
  %259 = load ptr, ptr %14, align 8, !dbg !284
  %260 = getelementptr inbounds i8, ptr %259, i64 1, !dbg !284
  %261 = load i8, ptr %260, align 1, !dbg !284
  %262 = sext i8 %261 to i32, !dbg !284
  %263 = icmp eq i32 %262, 120, !dbg !285
  br i1 %263, label %270, label %264, !dbg !286

264:                                              ; preds = %258
  %265 = load ptr, ptr %14, align 8, !dbg !287
  %266 = getelementptr inbounds i8, ptr %265, i64 1, !dbg !287
  %267 = load i8, ptr %266, align 1, !dbg !287
  %268 = sext i8 %267 to i32, !dbg !287
  %269 = icmp eq i32 %268, 88, !dbg !288
  br i1 %269, label %270, label %275, !dbg !289

270:                                              ; preds = %264, %258
  %271 = load ptr, ptr %14, align 8, !dbg !290
  %272 = getelementptr inbounds i8, ptr %271, i64 2, !dbg !290
  store ptr %272, ptr %14, align 8, !dbg !290
  %273 = call i64 @parse_hex(ptr noundef %14), !dbg !292
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %273), !dbg !293
  br label %328, !dbg !294

275:                                              ; preds = %264, %252
  %276 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0, !dbg !295
  %277 = call i32 @parse_ident(ptr noundef %14, ptr noundef %276), !dbg !297
  %278 = icmp ne i32 %277, 0, !dbg !297
  br i1 %278, label %279, label %282, !dbg !298

279:                                              ; preds = %275
  %280 = getelementptr inbounds [32 x i8], ptr %15, i64 0, i64 0, !dbg !299
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %280), !dbg !301
  br label %327, !dbg !302

282:                                              ; preds = %275
  %283 = call ptr @__ctype_b_loc() #6, !dbg !303
  %284 = load ptr, ptr %283, align 8, !dbg !303
  %285 = load ptr, ptr %14, align 8, !dbg !303
  %286 = load i8, ptr %285, align 1, !dbg !303
  %287 = zext i8 %286 to i32, !dbg !303
  %288 = sext i32 %287 to i64, !dbg !303
  %289 = getelementptr inbounds i16, ptr %284, i64 %288, !dbg !303
  %290 = load i16, ptr %289, align 2, !dbg !303
  %291 = zext i16 %290 to i32, !dbg !303
  %292 = and i32 %291, 2048, !dbg !303
  %293 = icmp ne i32 %292, 0, !dbg !303
  br i1 %293, label %294, label %320, !dbg !305

294:                                              ; preds = %282
    #dbg_declare(ptr %16, !306, !DIExpression(), !309)
  store i64 0, ptr %16, align 8, !dbg !309
  br label %295, !dbg !310

295:                                              ; preds = %307, %294
  %296 = call ptr @__ctype_b_loc() #6, !dbg !311
  %297 = load ptr, ptr %296, align 8, !dbg !311
  %298 = load ptr, ptr %14, align 8, !dbg !311
  %299 = load i8, ptr %298, align 1, !dbg !311
  %300 = zext i8 %299 to i32, !dbg !311
  %301 = sext i32 %300 to i64, !dbg !311
  %302 = getelementptr inbounds i16, ptr %297, i64 %301, !dbg !311
  %303 = load i16, ptr %302, align 2, !dbg !311
  %304 = zext i16 %303 to i32, !dbg !311
  %305 = and i32 %304, 2048, !dbg !311
  %306 = icmp ne i32 %305, 0, !dbg !310
  br i1 %306, label %307, label %317, !dbg !310

307:                                              ; preds = %295
  %308 = load i64, ptr %16, align 8, !dbg !312
  %309 = mul nsw i64 %308, 10, !dbg !313
  %310 = load ptr, ptr %14, align 8, !dbg !314
  %311 = getelementptr inbounds i8, ptr %310, i32 1, !dbg !314
  store ptr %311, ptr %14, align 8, !dbg !314
  %312 = load i8, ptr %310, align 1, !dbg !315
  %313 = sext i8 %312 to i32, !dbg !315
  %314 = sub nsw i32 %313, 48, !dbg !316
  %315 = sext i32 %314 to i64, !dbg !317
  %316 = add nsw i64 %309, %315, !dbg !318
  store i64 %316, ptr %16, align 8, !dbg !319
  br label %295, !dbg !310, !llvm.loop !320

317:                                              ; preds = %295
  %318 = load i64, ptr %16, align 8, !dbg !322
  %319 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %318), !dbg !323
  br label %326, !dbg !324

320:                                              ; preds = %282
  %321 = load ptr, ptr %14, align 8, !dbg !325
  %322 = getelementptr inbounds i8, ptr %321, i32 1, !dbg !325
  store ptr %322, ptr %14, align 8, !dbg !325
  %323 = load i8, ptr %321, align 1, !dbg !327
  %324 = sext i8 %323 to i32, !dbg !327
  %325 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %324), !dbg !328
  br label %326

326:                                              ; preds = %320, %317
  br label %327

327:                                              ; preds = %326, %279
  br label %328

328:                                              ; preds = %327, %270
  br label %329

329:                                              ; preds = %328, %249
  br label %233, !dbg !270, !llvm.loop !329

330:                                              ; preds = %233
    #dbg_declare(ptr %17, !331, !DIExpression(), !332)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.main.t, i64 27, i1 false), !dbg !332
    #dbg_declare(ptr %18, !333, !DIExpression(), !334)
  store i32 0, ptr %18, align 4, !dbg !334
    #dbg_declare(ptr %19, !335, !DIExpression(), !336)
  store i32 1, ptr %19, align 4, !dbg !336
    #dbg_declare(ptr %20, !337, !DIExpression(), !340)
  %331 = getelementptr inbounds [27 x i8], ptr %17, i64 0, i64 0, !dbg !341
  store ptr %331, ptr %20, align 8, !dbg !340
  br label %332, !dbg !342

332:                                              ; preds = %370, %330
  %333 = load ptr, ptr %20, align 8, !dbg !343
  %334 = load i8, ptr %333, align 1, !dbg !345
  %335 = icmp ne i8 %334, 0, !dbg !346
  br i1 %335, label %336, label %373, !dbg !346

336:                                              ; preds = %332
  %337 = call ptr @__ctype_b_loc() #6, !dbg !347
  %338 = load ptr, ptr %337, align 8, !dbg !347
  %339 = load ptr, ptr %20, align 8, !dbg !347
  %340 = load i8, ptr %339, align 1, !dbg !347
  %341 = zext i8 %340 to i32, !dbg !347
  %342 = sext i32 %341 to i64, !dbg !347
  %343 = getelementptr inbounds i16, ptr %338, i64 %342, !dbg !347
  %344 = load i16, ptr %343, align 2, !dbg !347
  %345 = zext i16 %344 to i32, !dbg !347
  %346 = and i32 %345, 8192, !dbg !347
  %347 = icmp ne i32 %346, 0, !dbg !347
  br i1 %347, label %348, label %349, !dbg !350

348:                                              ; preds = %336
  store i32 1, ptr %19, align 4, !dbg !351
  br label %369, !dbg !353

349:                                              ; preds = %336
  %350 = load i32, ptr %19, align 4, !dbg !354
  %351 = icmp ne i32 %350, 0, !dbg !354
  br i1 %351, label %352, label %357, !dbg !354

352:                                              ; preds = %349
  %353 = load ptr, ptr %20, align 8, !dbg !356
  %354 = load i8, ptr %353, align 1, !dbg !357
  %355 = zext i8 %354 to i32, !dbg !358
  %356 = call i32 @toupper(i32 noundef %355) #7, !dbg !359
  br label %362, !dbg !354

357:                                              ; preds = %349
  %358 = load ptr, ptr %20, align 8, !dbg !360
  %359 = load i8, ptr %358, align 1, !dbg !361
  %360 = zext i8 %359 to i32, !dbg !362
  %361 = call i32 @tolower(i32 noundef %360) #7, !dbg !363
  br label %362, !dbg !354

362:                                              ; preds = %357, %352
  %363 = phi i32 [ %356, %352 ], [ %361, %357 ], !dbg !354
  %364 = trunc i32 %363 to i8, !dbg !364
  %365 = load ptr, ptr %20, align 8, !dbg !365
  store i8 %364, ptr %365, align 1, !dbg !366
  %366 = load i32, ptr %19, align 4, !dbg !367
  %367 = load i32, ptr %18, align 4, !dbg !368
  %368 = add nsw i32 %367, %366, !dbg !368
  store i32 %368, ptr %18, align 4, !dbg !368
  store i32 0, ptr %19, align 4, !dbg !369
  br label %369

369:                                              ; preds = %362, %348
  br label %370, !dbg !370

370:                                              ; preds = %369
  %371 = load ptr, ptr %20, align 8, !dbg !371
  %372 = getelementptr inbounds i8, ptr %371, i32 1, !dbg !371
  store ptr %372, ptr %20, align 8, !dbg !371
  br label %332, !dbg !372, !llvm.loop !373

373:                                              ; preds = %332
  %374 = getelementptr inbounds [27 x i8], ptr %17, i64 0, i64 0, !dbg !375
  %375 = load i32, ptr %18, align 4, !dbg !376
  %376 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %374, i32 noundef %375), !dbg !377
    #dbg_declare(ptr %21, !378, !DIExpression(), !379)
  store i32 0, ptr %21, align 4, !dbg !379
    #dbg_declare(ptr %22, !380, !DIExpression(), !382)
  store i32 128, ptr %22, align 4, !dbg !382
  br label %377, !dbg !383

377:                                              ; preds = %415, %373
  %378 = load i32, ptr %22, align 4, !dbg !384
  %379 = icmp slt i32 %378, 256, !dbg !386
  br i1 %379, label %380, label %418, !dbg !387

380:                                              ; preds = %377
  %381 = call ptr @__ctype_b_loc() #6, !dbg !388
  %382 = load ptr, ptr %381, align 8, !dbg !388
  %383 = load i32, ptr %22, align 4, !dbg !388
  %384 = sext i32 %383 to i64, !dbg !388
  %385 = getelementptr inbounds i16, ptr %382, i64 %384, !dbg !388
  %386 = load i16, ptr %385, align 2, !dbg !388
  %387 = zext i16 %386 to i32, !dbg !388
  %388 = and i32 %387, 1024, !dbg !388
  %389 = icmp ne i32 %388, 0, !dbg !388
  br i1 %389, label %410, label %390, !dbg !389

390:                                              ; preds = %380
  %391 = call ptr @__ctype_b_loc() #6, !dbg !390
  %392 = load ptr, ptr %391, align 8, !dbg !390
  %393 = load i32, ptr %22, align 4, !dbg !390
  %394 = sext i32 %393 to i64, !dbg !390
  %395 = getelementptr inbounds i16, ptr %392, i64 %394, !dbg !390
  %396 = load i16, ptr %395, align 2, !dbg !390
  %397 = zext i16 %396 to i32, !dbg !390
  %398 = and i32 %397, 2048, !dbg !390
  %399 = icmp ne i32 %398, 0, !dbg !390
  br i1 %399, label %410, label %400, !dbg !391

400:                                              ; preds = %390
  %401 = call ptr @__ctype_b_loc() #6, !dbg !392
  %402 = load ptr, ptr %401, align 8, !dbg !392
  %403 = load i32, ptr %22, align 4, !dbg !392
  %404 = sext i32 %403 to i64, !dbg !392
  %405 = getelementptr inbounds i16, ptr %402, i64 %404, !dbg !392
  %406 = load i16, ptr %405, align 2, !dbg !392
  %407 = zext i16 %406 to i32, !dbg !392
  %408 = and i32 %407, 8192, !dbg !392
  %409 = icmp ne i32 %408, 0, !dbg !391
  br label %410, !dbg !391

410:                                              ; preds = %400, %390, %380
  %411 = phi i1 [ true, %390 ], [ true, %380 ], [ %409, %400 ]
  %412 = zext i1 %411 to i32, !dbg !391
  %413 = load i32, ptr %21, align 4, !dbg !393
  %414 = add nsw i32 %413, %412, !dbg !393
  store i32 %414, ptr %21, align 4, !dbg !393
  br label %415, !dbg !394

415:                                              ; preds = %410
  %416 = load i32, ptr %22, align 4, !dbg !395
  %417 = add nsw i32 %416, 1, !dbg !395
  store i32 %417, ptr %22, align 4, !dbg !395
  br label %377, !dbg !396, !llvm.loop !397

418:                                              ; preds = %377
  %419 = load i32, ptr %21, align 4, !dbg !399
  %420 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %419), !dbg !400
  ret i32 0, !dbg !401
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @tolower(i32 noundef) #3

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @parse_hex(ptr noundef %0) #0 !dbg !402 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !406, !DIExpression(), !407)
    #dbg_declare(ptr %3, !408, !DIExpression(), !409)
  store i64 0, ptr %3, align 8, !dbg !409
  br label %5, !dbg !410

5:                                                ; preds = %42, %1
  %6 = call ptr @__ctype_b_loc() #6, !dbg !411
  %7 = load ptr, ptr %6, align 8, !dbg !411
  %8 = load ptr, ptr %2, align 8, !dbg !411
  %9 = load ptr, ptr %8, align 8, !dbg !411
  %10 = load i8, ptr %9, align 1, !dbg !411
  %11 = zext i8 %10 to i32, !dbg !411
  %12 = sext i32 %11 to i64, !dbg !411
  %13 = getelementptr inbounds i16, ptr %7, i64 %12, !dbg !411
  %14 = load i16, ptr %13, align 2, !dbg !411
  %15 = zext i16 %14 to i32, !dbg !411
  %16 = and i32 %15, 4096, !dbg !411
  %17 = icmp ne i32 %16, 0, !dbg !410
  br i1 %17, label %18, label %49, !dbg !410

18:                                               ; preds = %5
    #dbg_declare(ptr %4, !412, !DIExpression(), !414)
  %19 = load ptr, ptr %2, align 8, !dbg !415
  %20 = load ptr, ptr %19, align 8, !dbg !416
  %21 = load i8, ptr %20, align 1, !dbg !417
  %22 = zext i8 %21 to i32, !dbg !418
  %23 = call i32 @tolower(i32 noundef %22) #7, !dbg !419
  store i32 %23, ptr %4, align 4, !dbg !414
  %24 = load i64, ptr %3, align 8, !dbg !420
  %25 = mul nsw i64 %24, 16, !dbg !421
  %26 = call ptr @__ctype_b_loc() #6, !dbg !422
  %27 = load ptr, ptr %26, align 8, !dbg !422
  %28 = load i32, ptr %4, align 4, !dbg !422
  %29 = sext i32 %28 to i64, !dbg !422
  %30 = getelementptr inbounds i16, ptr %27, i64 %29, !dbg !422
  %31 = load i16, ptr %30, align 2, !dbg !422
  %32 = zext i16 %31 to i32, !dbg !422
  %33 = and i32 %32, 2048, !dbg !422
  %34 = icmp ne i32 %33, 0, !dbg !422
  br i1 %34, label %35, label %38, !dbg !422

35:                                               ; preds = %18
  %36 = load i32, ptr %4, align 4, !dbg !423
  %37 = sub nsw i32 %36, 48, !dbg !424
  br label %42, !dbg !422

38:                                               ; preds = %18
  %39 = load i32, ptr %4, align 4, !dbg !425
  %40 = sub nsw i32 %39, 97, !dbg !426
  %41 = add nsw i32 %40, 10, !dbg !427
  br label %42, !dbg !422

42:                                               ; preds = %38, %35
  %43 = phi i32 [ %37, %35 ], [ %41, %38 ], !dbg !422
  %44 = sext i32 %43 to i64, !dbg !428
  %45 = add nsw i64 %25, %44, !dbg !429
  store i64 %45, ptr %3, align 8, !dbg !430
  %46 = load ptr, ptr %2, align 8, !dbg !431
  %47 = load ptr, ptr %46, align 8, !dbg !432
  %48 = getelementptr inbounds i8, ptr %47, i32 1, !dbg !432
  store ptr %48, ptr %46, align 8, !dbg !432
  br label %5, !dbg !410, !llvm.loop !433

49:                                               ; preds = %5
  %50 = load i64, ptr %3, align 8, !dbg !435
  ret i64 %50, !dbg !436
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_ident(ptr noundef %0, ptr noundef %1) #0 !dbg !437 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !440, !DIExpression(), !441)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !442, !DIExpression(), !443)
    #dbg_declare(ptr %6, !444, !DIExpression(), !445)
  store i32 0, ptr %6, align 4, !dbg !445
  %7 = call ptr @__ctype_b_loc() #6, !dbg !446
  %8 = load ptr, ptr %7, align 8, !dbg !446
  %9 = load ptr, ptr %4, align 8, !dbg !446
  %10 = load ptr, ptr %9, align 8, !dbg !446
  %11 = load i8, ptr %10, align 1, !dbg !446
  %12 = zext i8 %11 to i32, !dbg !446
  %13 = sext i32 %12 to i64, !dbg !446
  %14 = getelementptr inbounds i16, ptr %8, i64 %13, !dbg !446
  %15 = load i16, ptr %14, align 2, !dbg !446
  %16 = zext i16 %15 to i32, !dbg !446
  %17 = and i32 %16, 1024, !dbg !446
  %18 = icmp ne i32 %17, 0, !dbg !446
  br i1 %18, label %26, label %19, !dbg !448

19:                                               ; preds = %2
  %20 = load ptr, ptr %4, align 8, !dbg !449
  %21 = load ptr, ptr %20, align 8, !dbg !450
  %22 = load i8, ptr %21, align 1, !dbg !451
  %23 = sext i8 %22 to i32, !dbg !451
  %24 = icmp ne i32 %23, 95, !dbg !452
  br i1 %24, label %25, label %26, !dbg !453

25:                                               ; preds = %19
  store i32 0, ptr %3, align 4, !dbg !454
  br label %64, !dbg !454

26:                                               ; preds = %19, %2
  br label %27, !dbg !455

27:                                               ; preds = %48, %26
  %28 = call ptr @__ctype_b_loc() #6, !dbg !456
  %29 = load ptr, ptr %28, align 8, !dbg !456
  %30 = load ptr, ptr %4, align 8, !dbg !456
  %31 = load ptr, ptr %30, align 8, !dbg !456
  %32 = load i8, ptr %31, align 1, !dbg !456
  %33 = zext i8 %32 to i32, !dbg !456
  %34 = sext i32 %33 to i64, !dbg !456
  %35 = getelementptr inbounds i16, ptr %29, i64 %34, !dbg !456
  %36 = load i16, ptr %35, align 2, !dbg !456
  %37 = zext i16 %36 to i32, !dbg !456
  %38 = and i32 %37, 8, !dbg !456
  %39 = icmp ne i32 %38, 0, !dbg !456
  br i1 %39, label %46, label %40, !dbg !457

40:                                               ; preds = %27
  %41 = load ptr, ptr %4, align 8, !dbg !458
  %42 = load ptr, ptr %41, align 8, !dbg !459
  %43 = load i8, ptr %42, align 1, !dbg !460
  %44 = sext i8 %43 to i32, !dbg !460
  %45 = icmp eq i32 %44, 95, !dbg !461
  br label %46, !dbg !457

46:                                               ; preds = %40, %27
  %47 = phi i1 [ true, %27 ], [ %45, %40 ]
  br i1 %47, label %48, label %58, !dbg !455

48:                                               ; preds = %46
  %49 = load ptr, ptr %4, align 8, !dbg !462
  %50 = load ptr, ptr %49, align 8, !dbg !463
  %51 = getelementptr inbounds i8, ptr %50, i32 1, !dbg !463
  store ptr %51, ptr %49, align 8, !dbg !463
  %52 = load i8, ptr %50, align 1, !dbg !464
  %53 = load ptr, ptr %5, align 8, !dbg !465
  %54 = load i32, ptr %6, align 4, !dbg !466
  %55 = add nsw i32 %54, 1, !dbg !466
  store i32 %55, ptr %6, align 4, !dbg !466
  %56 = sext i32 %54 to i64, !dbg !465
  %57 = getelementptr inbounds i8, ptr %53, i64 %56, !dbg !465
  store i8 %52, ptr %57, align 1, !dbg !467
  br label %27, !dbg !455, !llvm.loop !468

58:                                               ; preds = %46
  %59 = load ptr, ptr %5, align 8, !dbg !469
  %60 = load i32, ptr %6, align 4, !dbg !470
  %61 = sext i32 %60 to i64, !dbg !469
  %62 = getelementptr inbounds i8, ptr %59, i64 %61, !dbg !469
  store i8 0, ptr %62, align 1, !dbg !471
  %63 = load i32, ptr %6, align 4, !dbg !472
  store i32 %63, ptr %3, align 4, !dbg !473
  br label %64, !dbg !473

64:                                               ; preds = %58, %25
  %65 = load i32, ptr %3, align 4, !dbg !474
  ret i32 %65, !dbg !474
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!61}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ctype_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "5c3e97ff9d1d835fc1940cf053472827")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 824, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 103)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 2)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 38)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 9)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 12)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !44, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 22)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 27)
!61 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !62, retainedTypes: !79, globals: !84, splitDebugInlining: false, nameTableKind: None)
!62 = !{!63}
!63 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !64, line: 46, baseType: !65, size: 32, elements: !66)
!64 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = !{!67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78}
!67 = !DIEnumerator(name: "_ISupper", value: 256)
!68 = !DIEnumerator(name: "_ISlower", value: 512)
!69 = !DIEnumerator(name: "_ISalpha", value: 1024)
!70 = !DIEnumerator(name: "_ISdigit", value: 2048)
!71 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!72 = !DIEnumerator(name: "_ISspace", value: 8192)
!73 = !DIEnumerator(name: "_ISprint", value: 16384)
!74 = !DIEnumerator(name: "_ISgraph", value: 32768)
!75 = !DIEnumerator(name: "_ISblank", value: 1)
!76 = !DIEnumerator(name: "_IScntrl", value: 2)
!77 = !DIEnumerator(name: "_ISpunct", value: 4)
!78 = !DIEnumerator(name: "_ISalnum", value: 8)
!79 = !{!80, !81, !82, !4, !83}
!80 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!81 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!84 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !51, !56}
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"frame-pointer", i32 2}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !61, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!80}
!96 = !{}
!97 = !DILocalVariable(name: "counts", scope: !93, file: !2, line: 28, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 288, elements: !40)
!99 = !DILocation(line: 28, column: 9, scope: !93)
!100 = !DILocalVariable(name: "sig", scope: !93, file: !2, line: 29, type: !82)
!101 = !DILocation(line: 29, column: 19, scope: !93)
!102 = !DILocalVariable(name: "c", scope: !103, file: !2, line: 30, type: !80)
!103 = distinct !DILexicalBlock(scope: !93, file: !2, line: 30, column: 5)
!104 = !DILocation(line: 30, column: 14, scope: !103)
!105 = !DILocation(line: 30, column: 10, scope: !103)
!106 = !DILocation(line: 30, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !2, line: 30, column: 5)
!108 = !DILocation(line: 30, column: 23, scope: !107)
!109 = !DILocation(line: 30, column: 5, scope: !103)
!110 = !DILocalVariable(name: "f", scope: !111, file: !2, line: 31, type: !98)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 30, column: 35)
!112 = !DILocation(line: 31, column: 13, scope: !111)
!113 = !DILocation(line: 31, column: 23, scope: !111)
!114 = !DILocation(line: 31, column: 22, scope: !111)
!115 = !DILocation(line: 31, column: 21, scope: !111)
!116 = !DILocation(line: 31, column: 20, scope: !111)
!117 = !DILocation(line: 31, column: 37, scope: !111)
!118 = !DILocation(line: 31, column: 36, scope: !111)
!119 = !DILocation(line: 31, column: 35, scope: !111)
!120 = !DILocation(line: 31, column: 51, scope: !111)
!121 = !DILocation(line: 31, column: 50, scope: !111)
!122 = !DILocation(line: 31, column: 49, scope: !111)
!123 = !DILocation(line: 31, column: 65, scope: !111)
!124 = !DILocation(line: 31, column: 64, scope: !111)
!125 = !DILocation(line: 31, column: 63, scope: !111)
!126 = !DILocation(line: 31, column: 79, scope: !111)
!127 = !DILocation(line: 31, column: 78, scope: !111)
!128 = !DILocation(line: 31, column: 77, scope: !111)
!129 = !DILocation(line: 32, column: 23, scope: !111)
!130 = !DILocation(line: 32, column: 22, scope: !111)
!131 = !DILocation(line: 32, column: 21, scope: !111)
!132 = !DILocation(line: 32, column: 37, scope: !111)
!133 = !DILocation(line: 32, column: 36, scope: !111)
!134 = !DILocation(line: 32, column: 35, scope: !111)
!135 = !DILocation(line: 32, column: 58, scope: !111)
!136 = !DILocation(line: 32, column: 50, scope: !111)
!137 = !DILocation(line: 32, column: 64, scope: !111)
!138 = !DILocation(line: 32, column: 61, scope: !111)
!139 = !DILocation(line: 32, column: 75, scope: !111)
!140 = !DILocation(line: 32, column: 67, scope: !111)
!141 = !DILocation(line: 32, column: 81, scope: !111)
!142 = !DILocation(line: 32, column: 78, scope: !111)
!143 = !DILocalVariable(name: "k", scope: !144, file: !2, line: 33, type: !80)
!144 = distinct !DILexicalBlock(scope: !111, file: !2, line: 33, column: 9)
!145 = !DILocation(line: 33, column: 18, scope: !144)
!146 = !DILocation(line: 33, column: 14, scope: !144)
!147 = !DILocation(line: 33, column: 25, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !2, line: 33, column: 9)
!149 = !DILocation(line: 33, column: 27, scope: !148)
!150 = !DILocation(line: 33, column: 9, scope: !144)
!151 = !DILocation(line: 34, column: 28, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 33, column: 37)
!153 = !DILocation(line: 34, column: 26, scope: !152)
!154 = !DILocation(line: 34, column: 20, scope: !152)
!155 = !DILocation(line: 34, column: 13, scope: !152)
!156 = !DILocation(line: 34, column: 23, scope: !152)
!157 = !DILocation(line: 35, column: 19, scope: !152)
!158 = !DILocation(line: 35, column: 23, scope: !152)
!159 = !DILocation(line: 35, column: 46, scope: !152)
!160 = !DILocation(line: 35, column: 44, scope: !152)
!161 = !DILocation(line: 35, column: 29, scope: !152)
!162 = !DILocation(line: 35, column: 27, scope: !152)
!163 = !DILocation(line: 35, column: 17, scope: !152)
!164 = !DILocation(line: 36, column: 9, scope: !152)
!165 = !DILocation(line: 33, column: 33, scope: !148)
!166 = !DILocation(line: 33, column: 9, scope: !148)
!167 = distinct !{!167, !150, !168, !169}
!168 = !DILocation(line: 36, column: 9, scope: !144)
!169 = !{!"llvm.loop.mustprogress"}
!170 = !DILocation(line: 37, column: 5, scope: !111)
!171 = !DILocation(line: 30, column: 31, scope: !107)
!172 = !DILocation(line: 30, column: 5, scope: !107)
!173 = distinct !{!173, !109, !174, !169}
!174 = !DILocation(line: 37, column: 5, scope: !103)
!175 = !DILocation(line: 40, column: 12, scope: !93)
!176 = !DILocation(line: 40, column: 23, scope: !93)
!177 = !DILocation(line: 40, column: 34, scope: !93)
!178 = !DILocation(line: 40, column: 45, scope: !93)
!179 = !DILocation(line: 40, column: 56, scope: !93)
!180 = !DILocation(line: 40, column: 67, scope: !93)
!181 = !DILocation(line: 40, column: 78, scope: !93)
!182 = !DILocation(line: 41, column: 12, scope: !93)
!183 = !DILocation(line: 41, column: 23, scope: !93)
!184 = !DILocation(line: 38, column: 5, scope: !93)
!185 = !DILocation(line: 42, column: 31, scope: !93)
!186 = !DILocation(line: 42, column: 5, scope: !93)
!187 = !DILocation(line: 43, column: 5, scope: !93)
!188 = !DILocalVariable(name: "c", scope: !189, file: !2, line: 44, type: !80)
!189 = distinct !DILexicalBlock(scope: !93, file: !2, line: 44, column: 5)
!190 = !DILocation(line: 44, column: 14, scope: !189)
!191 = !DILocation(line: 44, column: 10, scope: !189)
!192 = !DILocation(line: 44, column: 21, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !2, line: 44, column: 5)
!194 = !DILocation(line: 44, column: 23, scope: !193)
!195 = !DILocation(line: 44, column: 5, scope: !189)
!196 = !DILocation(line: 45, column: 13, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !2, line: 45, column: 13)
!198 = !DILocation(line: 45, column: 13, scope: !193)
!199 = !DILocation(line: 46, column: 27, scope: !197)
!200 = !DILocation(line: 46, column: 13, scope: !197)
!201 = !DILocation(line: 44, column: 31, scope: !193)
!202 = !DILocation(line: 44, column: 5, scope: !193)
!203 = distinct !{!203, !195, !204, !169}
!204 = !DILocation(line: 46, column: 28, scope: !189)
!205 = !DILocation(line: 47, column: 5, scope: !93)
!206 = !DILocalVariable(name: "s", scope: !93, file: !2, line: 48, type: !207)
!207 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !208)
!208 = !{!209}
!209 = !DISubrange(count: 37)
!210 = !DILocation(line: 48, column: 10, scope: !93)
!211 = !DILocalVariable(name: "up", scope: !93, file: !2, line: 49, type: !212)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !213)
!213 = !{!214}
!214 = !DISubrange(count: 64)
!215 = !DILocation(line: 49, column: 10, scope: !93)
!216 = !DILocalVariable(name: "low", scope: !93, file: !2, line: 49, type: !212)
!217 = !DILocation(line: 49, column: 18, scope: !93)
!218 = !DILocalVariable(name: "n", scope: !93, file: !2, line: 50, type: !219)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !220, line: 18, baseType: !82)
!220 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!221 = !DILocation(line: 50, column: 12, scope: !93)
!222 = !DILocation(line: 50, column: 23, scope: !93)
!223 = !DILocation(line: 50, column: 16, scope: !93)
!224 = !DILocalVariable(name: "i", scope: !225, file: !2, line: 51, type: !219)
!225 = distinct !DILexicalBlock(scope: !93, file: !2, line: 51, column: 5)
!226 = !DILocation(line: 51, column: 17, scope: !225)
!227 = !DILocation(line: 51, column: 10, scope: !225)
!228 = !DILocation(line: 51, column: 24, scope: !229)
!229 = distinct !DILexicalBlock(scope: !225, file: !2, line: 51, column: 5)
!230 = !DILocation(line: 51, column: 29, scope: !229)
!231 = !DILocation(line: 51, column: 26, scope: !229)
!232 = !DILocation(line: 51, column: 5, scope: !225)
!233 = !DILocation(line: 52, column: 48, scope: !234)
!234 = distinct !DILexicalBlock(scope: !229, file: !2, line: 51, column: 37)
!235 = !DILocation(line: 52, column: 46, scope: !234)
!236 = !DILocation(line: 52, column: 31, scope: !234)
!237 = !DILocation(line: 52, column: 23, scope: !234)
!238 = !DILocation(line: 52, column: 17, scope: !234)
!239 = !DILocation(line: 52, column: 12, scope: !234)
!240 = !DILocation(line: 52, column: 9, scope: !234)
!241 = !DILocation(line: 52, column: 15, scope: !234)
!242 = !DILocation(line: 53, column: 49, scope: !234)
!243 = !DILocation(line: 53, column: 47, scope: !234)
!244 = !DILocation(line: 53, column: 32, scope: !234)
!245 = !DILocation(line: 53, column: 24, scope: !234)
!246 = !DILocation(line: 53, column: 18, scope: !234)
!247 = !DILocation(line: 53, column: 13, scope: !234)
!248 = !DILocation(line: 53, column: 9, scope: !234)
!249 = !DILocation(line: 53, column: 16, scope: !234)
!250 = !DILocation(line: 54, column: 5, scope: !234)
!251 = !DILocation(line: 51, column: 33, scope: !229)
!252 = !DILocation(line: 51, column: 5, scope: !229)
!253 = distinct !{!253, !232, !254, !169}
!254 = !DILocation(line: 54, column: 5, scope: !225)
!255 = !DILocation(line: 55, column: 38, scope: !93)
!256 = !DILocation(line: 55, column: 42, scope: !93)
!257 = !DILocation(line: 55, column: 5, scope: !93)
!258 = !DILocalVariable(name: "src", scope: !93, file: !2, line: 56, type: !259)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!261 = !DILocation(line: 56, column: 17, scope: !93)
!262 = !DILocalVariable(name: "p", scope: !93, file: !2, line: 57, type: !259)
!263 = !DILocation(line: 57, column: 17, scope: !93)
!264 = !DILocation(line: 57, column: 21, scope: !93)
!265 = !DILocalVariable(name: "ident", scope: !93, file: !2, line: 58, type: !266)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !267)
!267 = !{!268}
!268 = !DISubrange(count: 32)
!269 = !DILocation(line: 58, column: 10, scope: !93)
!270 = !DILocation(line: 59, column: 5, scope: !93)
!271 = !DILocation(line: 59, column: 13, scope: !93)
!272 = !DILocation(line: 59, column: 12, scope: !93)
!273 = !DILocation(line: 60, column: 13, scope: !274)
!274 = distinct !DILexicalBlock(scope: !275, file: !2, line: 60, column: 13)
!275 = distinct !DILexicalBlock(scope: !93, file: !2, line: 59, column: 16)
!276 = !DILocation(line: 60, column: 13, scope: !275)
!277 = !DILocation(line: 61, column: 14, scope: !278)
!278 = distinct !DILexicalBlock(scope: !274, file: !2, line: 60, column: 41)
!279 = !DILocation(line: 62, column: 9, scope: !278)
!280 = !DILocation(line: 62, column: 20, scope: !281)
!281 = distinct !DILexicalBlock(scope: !274, file: !2, line: 62, column: 20)
!282 = !DILocation(line: 62, column: 25, scope: !281)
!283 = !DILocation(line: 62, column: 32, scope: !281)
!284 = !DILocation(line: 62, column: 36, scope: !281)
!285 = !DILocation(line: 62, column: 41, scope: !281)
!286 = !DILocation(line: 62, column: 48, scope: !281)
!287 = !DILocation(line: 62, column: 51, scope: !281)
!288 = !DILocation(line: 62, column: 56, scope: !281)
!289 = !DILocation(line: 62, column: 20, scope: !274)
!290 = !DILocation(line: 63, column: 15, scope: !291)
!291 = distinct !DILexicalBlock(scope: !281, file: !2, line: 62, column: 65)
!292 = !DILocation(line: 64, column: 33, scope: !291)
!293 = !DILocation(line: 64, column: 13, scope: !291)
!294 = !DILocation(line: 65, column: 9, scope: !291)
!295 = !DILocation(line: 65, column: 36, scope: !296)
!296 = distinct !DILexicalBlock(scope: !281, file: !2, line: 65, column: 20)
!297 = !DILocation(line: 65, column: 20, scope: !296)
!298 = !DILocation(line: 65, column: 20, scope: !281)
!299 = !DILocation(line: 66, column: 36, scope: !300)
!300 = distinct !DILexicalBlock(scope: !296, file: !2, line: 65, column: 44)
!301 = !DILocation(line: 66, column: 13, scope: !300)
!302 = !DILocation(line: 67, column: 9, scope: !300)
!303 = !DILocation(line: 67, column: 20, scope: !304)
!304 = distinct !DILexicalBlock(scope: !296, file: !2, line: 67, column: 20)
!305 = !DILocation(line: 67, column: 20, scope: !296)
!306 = !DILocalVariable(name: "v", scope: !307, file: !2, line: 68, type: !308)
!307 = distinct !DILexicalBlock(scope: !304, file: !2, line: 67, column: 48)
!308 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!309 = !DILocation(line: 68, column: 18, scope: !307)
!310 = !DILocation(line: 69, column: 13, scope: !307)
!311 = !DILocation(line: 69, column: 20, scope: !307)
!312 = !DILocation(line: 70, column: 21, scope: !307)
!313 = !DILocation(line: 70, column: 23, scope: !307)
!314 = !DILocation(line: 70, column: 33, scope: !307)
!315 = !DILocation(line: 70, column: 31, scope: !307)
!316 = !DILocation(line: 70, column: 36, scope: !307)
!317 = !DILocation(line: 70, column: 30, scope: !307)
!318 = !DILocation(line: 70, column: 28, scope: !307)
!319 = !DILocation(line: 70, column: 19, scope: !307)
!320 = distinct !{!320, !310, !321, !169}
!321 = !DILocation(line: 70, column: 41, scope: !307)
!322 = !DILocation(line: 71, column: 33, scope: !307)
!323 = !DILocation(line: 71, column: 13, scope: !307)
!324 = !DILocation(line: 72, column: 9, scope: !307)
!325 = !DILocation(line: 73, column: 38, scope: !326)
!326 = distinct !DILexicalBlock(scope: !304, file: !2, line: 72, column: 16)
!327 = !DILocation(line: 73, column: 36, scope: !326)
!328 = !DILocation(line: 73, column: 13, scope: !326)
!329 = distinct !{!329, !270, !330, !169}
!330 = !DILocation(line: 75, column: 5, scope: !93)
!331 = !DILocalVariable(name: "t", scope: !93, file: !2, line: 77, type: !58)
!332 = !DILocation(line: 77, column: 10, scope: !93)
!333 = !DILocalVariable(name: "words", scope: !93, file: !2, line: 78, type: !80)
!334 = !DILocation(line: 78, column: 9, scope: !93)
!335 = !DILocalVariable(name: "start", scope: !93, file: !2, line: 78, type: !80)
!336 = !DILocation(line: 78, column: 20, scope: !93)
!337 = !DILocalVariable(name: "q", scope: !338, file: !2, line: 79, type: !339)
!338 = distinct !DILexicalBlock(scope: !93, file: !2, line: 79, column: 5)
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!340 = !DILocation(line: 79, column: 16, scope: !338)
!341 = !DILocation(line: 79, column: 20, scope: !338)
!342 = !DILocation(line: 79, column: 10, scope: !338)
!343 = !DILocation(line: 79, column: 24, scope: !344)
!344 = distinct !DILexicalBlock(scope: !338, file: !2, line: 79, column: 5)
!345 = !DILocation(line: 79, column: 23, scope: !344)
!346 = !DILocation(line: 79, column: 5, scope: !338)
!347 = !DILocation(line: 80, column: 13, scope: !348)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 80, column: 13)
!349 = distinct !DILexicalBlock(scope: !344, file: !2, line: 79, column: 32)
!350 = !DILocation(line: 80, column: 13, scope: !349)
!351 = !DILocation(line: 81, column: 19, scope: !352)
!352 = distinct !DILexicalBlock(scope: !348, file: !2, line: 80, column: 41)
!353 = !DILocation(line: 82, column: 9, scope: !352)
!354 = !DILocation(line: 83, column: 25, scope: !355)
!355 = distinct !DILexicalBlock(scope: !348, file: !2, line: 82, column: 16)
!356 = !DILocation(line: 83, column: 57, scope: !355)
!357 = !DILocation(line: 83, column: 56, scope: !355)
!358 = !DILocation(line: 83, column: 41, scope: !355)
!359 = !DILocation(line: 83, column: 33, scope: !355)
!360 = !DILocation(line: 83, column: 86, scope: !355)
!361 = !DILocation(line: 83, column: 85, scope: !355)
!362 = !DILocation(line: 83, column: 70, scope: !355)
!363 = !DILocation(line: 83, column: 62, scope: !355)
!364 = !DILocation(line: 83, column: 18, scope: !355)
!365 = !DILocation(line: 83, column: 14, scope: !355)
!366 = !DILocation(line: 83, column: 16, scope: !355)
!367 = !DILocation(line: 84, column: 22, scope: !355)
!368 = !DILocation(line: 84, column: 19, scope: !355)
!369 = !DILocation(line: 85, column: 19, scope: !355)
!370 = !DILocation(line: 87, column: 5, scope: !349)
!371 = !DILocation(line: 79, column: 28, scope: !344)
!372 = !DILocation(line: 79, column: 5, scope: !344)
!373 = distinct !{!373, !346, !374, !169}
!374 = !DILocation(line: 87, column: 5, scope: !338)
!375 = !DILocation(line: 88, column: 38, scope: !93)
!376 = !DILocation(line: 88, column: 41, scope: !93)
!377 = !DILocation(line: 88, column: 5, scope: !93)
!378 = !DILocalVariable(name: "high", scope: !93, file: !2, line: 90, type: !80)
!379 = !DILocation(line: 90, column: 9, scope: !93)
!380 = !DILocalVariable(name: "c", scope: !381, file: !2, line: 91, type: !80)
!381 = distinct !DILexicalBlock(scope: !93, file: !2, line: 91, column: 5)
!382 = !DILocation(line: 91, column: 14, scope: !381)
!383 = !DILocation(line: 91, column: 10, scope: !381)
!384 = !DILocation(line: 91, column: 23, scope: !385)
!385 = distinct !DILexicalBlock(scope: !381, file: !2, line: 91, column: 5)
!386 = !DILocation(line: 91, column: 25, scope: !385)
!387 = !DILocation(line: 91, column: 5, scope: !381)
!388 = !DILocation(line: 92, column: 17, scope: !385)
!389 = !DILocation(line: 92, column: 28, scope: !385)
!390 = !DILocation(line: 92, column: 31, scope: !385)
!391 = !DILocation(line: 92, column: 42, scope: !385)
!392 = !DILocation(line: 92, column: 45, scope: !385)
!393 = !DILocation(line: 92, column: 14, scope: !385)
!394 = !DILocation(line: 92, column: 9, scope: !385)
!395 = !DILocation(line: 91, column: 33, scope: !385)
!396 = !DILocation(line: 91, column: 5, scope: !385)
!397 = distinct !{!397, !387, !398, !169}
!398 = !DILocation(line: 92, column: 45, scope: !381)
!399 = !DILocation(line: 93, column: 43, scope: !93)
!400 = !DILocation(line: 93, column: 5, scope: !93)
!401 = !DILocation(line: 94, column: 5, scope: !93)
!402 = distinct !DISubprogram(name: "parse_hex", scope: !2, file: !2, line: 17, type: !403, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!403 = !DISubroutineType(types: !404)
!404 = !{!308, !405}
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!406 = !DILocalVariable(name: "p", arg: 1, scope: !402, file: !2, line: 17, type: !405)
!407 = !DILocation(line: 17, column: 36, scope: !402)
!408 = !DILocalVariable(name: "v", scope: !402, file: !2, line: 18, type: !308)
!409 = !DILocation(line: 18, column: 10, scope: !402)
!410 = !DILocation(line: 19, column: 5, scope: !402)
!411 = !DILocation(line: 19, column: 12, scope: !402)
!412 = !DILocalVariable(name: "c", scope: !413, file: !2, line: 20, type: !80)
!413 = distinct !DILexicalBlock(scope: !402, file: !2, line: 19, column: 42)
!414 = !DILocation(line: 20, column: 13, scope: !413)
!415 = !DILocation(line: 20, column: 42, scope: !413)
!416 = !DILocation(line: 20, column: 41, scope: !413)
!417 = !DILocation(line: 20, column: 40, scope: !413)
!418 = !DILocation(line: 20, column: 25, scope: !413)
!419 = !DILocation(line: 20, column: 17, scope: !413)
!420 = !DILocation(line: 21, column: 13, scope: !413)
!421 = !DILocation(line: 21, column: 15, scope: !413)
!422 = !DILocation(line: 21, column: 23, scope: !413)
!423 = !DILocation(line: 21, column: 36, scope: !413)
!424 = !DILocation(line: 21, column: 38, scope: !413)
!425 = !DILocation(line: 21, column: 46, scope: !413)
!426 = !DILocation(line: 21, column: 48, scope: !413)
!427 = !DILocation(line: 21, column: 54, scope: !413)
!428 = !DILocation(line: 21, column: 22, scope: !413)
!429 = !DILocation(line: 21, column: 20, scope: !413)
!430 = !DILocation(line: 21, column: 11, scope: !413)
!431 = !DILocation(line: 22, column: 11, scope: !413)
!432 = !DILocation(line: 22, column: 13, scope: !413)
!433 = distinct !{!433, !410, !434, !169}
!434 = !DILocation(line: 23, column: 5, scope: !402)
!435 = !DILocation(line: 24, column: 12, scope: !402)
!436 = !DILocation(line: 24, column: 5, scope: !402)
!437 = distinct !DISubprogram(name: "parse_ident", scope: !2, file: !2, line: 7, type: !438, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !61, retainedNodes: !96)
!438 = !DISubroutineType(types: !439)
!439 = !{!80, !405, !339}
!440 = !DILocalVariable(name: "p", arg: 1, scope: !437, file: !2, line: 7, type: !405)
!441 = !DILocation(line: 7, column: 37, scope: !437)
!442 = !DILocalVariable(name: "out", arg: 2, scope: !437, file: !2, line: 7, type: !339)
!443 = !DILocation(line: 7, column: 46, scope: !437)
!444 = !DILocalVariable(name: "n", scope: !437, file: !2, line: 8, type: !80)
!445 = !DILocation(line: 8, column: 9, scope: !437)
!446 = !DILocation(line: 9, column: 10, scope: !447)
!447 = distinct !DILexicalBlock(scope: !437, file: !2, line: 9, column: 9)
!448 = !DILocation(line: 9, column: 38, scope: !447)
!449 = !DILocation(line: 9, column: 43, scope: !447)
!450 = !DILocation(line: 9, column: 42, scope: !447)
!451 = !DILocation(line: 9, column: 41, scope: !447)
!452 = !DILocation(line: 9, column: 45, scope: !447)
!453 = !DILocation(line: 9, column: 9, scope: !437)
!454 = !DILocation(line: 10, column: 9, scope: !447)
!455 = !DILocation(line: 11, column: 5, scope: !437)
!456 = !DILocation(line: 11, column: 12, scope: !437)
!457 = !DILocation(line: 11, column: 40, scope: !437)
!458 = !DILocation(line: 11, column: 45, scope: !437)
!459 = !DILocation(line: 11, column: 44, scope: !437)
!460 = !DILocation(line: 11, column: 43, scope: !437)
!461 = !DILocation(line: 11, column: 47, scope: !437)
!462 = !DILocation(line: 12, column: 23, scope: !437)
!463 = !DILocation(line: 12, column: 25, scope: !437)
!464 = !DILocation(line: 12, column: 20, scope: !437)
!465 = !DILocation(line: 12, column: 9, scope: !437)
!466 = !DILocation(line: 12, column: 14, scope: !437)
!467 = !DILocation(line: 12, column: 18, scope: !437)
!468 = distinct !{!468, !455, !463, !169}
!469 = !DILocation(line: 13, column: 5, scope: !437)
!470 = !DILocation(line: 13, column: 9, scope: !437)
!471 = !DILocation(line: 13, column: 12, scope: !437)
!472 = !DILocation(line: 14, column: 12, scope: !437)
!473 = !DILocation(line: 14, column: 5, scope: !437)
!474 = !DILocation(line: 15, column: 1, scope: !437)
