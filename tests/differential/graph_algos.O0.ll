; ModuleID = 'graph_algos.c'
source_filename = "graph_algos.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.edges = internal constant [14 x [3 x i32]] [[3 x i32] [i32 0, i32 1, i32 4], [3 x i32] [i32 0, i32 2, i32 1], [3 x i32] [i32 2, i32 1, i32 2], [3 x i32] [i32 1, i32 3, i32 5], [3 x i32] [i32 2, i32 3, i32 8], [3 x i32] [i32 3, i32 4, i32 3], [3 x i32] [i32 4, i32 5, i32 1], [3 x i32] [i32 5, i32 3, i32 2], [3 x i32] [i32 6, i32 7, i32 1], [3 x i32] [i32 7, i32 8, i32 2], [3 x i32] [i32 2, i32 5, i32 12], [3 x i32] [i32 8, i32 6, i32 7], [3 x i32] [i32 9, i32 10, i32 3], [3 x i32] [i32 4, i32 9, i32 9]], align 16, !dbg !0
@adj = internal global [12 x [12 x i32]] zeroinitializer, align 16, !dbg !45
@disc = internal global [12 x i32] zeroinitializer, align 16, !dbg !50
@.str = private unnamed_addr constant [25 x i8] c"node %d: disc %d fin %d\0A\00", align 1, !dbg !9
@fin = internal global [12 x i32] zeroinitializer, align 16, !dbg !54
@.str.1 = private unnamed_addr constant [18 x i8] c"dijkstra from 0:\0A\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [24 x i8] c"topological order (%d):\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !30
@parent = internal global [12 x i32] zeroinitializer, align 16, !dbg !56
@rnk = internal global [12 x i32] zeroinitializer, align 16, !dbg !58
@.str.5 = private unnamed_addr constant [16 x i8] c"components: %d;\00", align 1, !dbg !35
@.str.6 = private unnamed_addr constant [61 x i8] c"floyd: reachable pairs %d, total distance %ld, d[0][10]=%ld\0A\00", align 1, !dbg !40
@.str.7 = private unnamed_addr constant [13 x i8] c"bfs from %d:\00", align 1, !dbg !60
@timer = internal global i32 0, align 4, !dbg !65
@.str.8 = private unnamed_addr constant [19 x i8] c"  %d: unreachable\0A\00", align 1, !dbg !67
@.str.9 = private unnamed_addr constant [19 x i8] c"  %d: dist %d path\00", align 1, !dbg !72

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [12 x i32], align 16
  %7 = alloca [12 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca [12 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca [12 x [12 x i64]], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !88, !DIExpression(), !89)
  store i32 14, ptr %2, align 4, !dbg !89
  call void @llvm.memset.p0.i64(ptr align 16 @adj, i8 0, i64 576, i1 false), !dbg !90
    #dbg_declare(ptr %3, !91, !DIExpression(), !93)
  store i32 0, ptr %3, align 4, !dbg !93
  br label %33, !dbg !94

33:                                               ; preds = %57, %0
  %34 = load i32, ptr %3, align 4, !dbg !95
  %35 = load i32, ptr %2, align 4, !dbg !97
  %36 = icmp slt i32 %34, %35, !dbg !98
  br i1 %36, label %37, label %60, !dbg !99

37:                                               ; preds = %33
  %38 = load i32, ptr %3, align 4, !dbg !100
  %39 = sext i32 %38 to i64, !dbg !101
  %40 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %39, !dbg !101
  %41 = getelementptr inbounds [3 x i32], ptr %40, i64 0, i64 2, !dbg !101
  %42 = load i32, ptr %41, align 4, !dbg !101
  %43 = load i32, ptr %3, align 4, !dbg !102
  %44 = sext i32 %43 to i64, !dbg !103
  %45 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %44, !dbg !103
  %46 = getelementptr inbounds [3 x i32], ptr %45, i64 0, i64 0, !dbg !103
  %47 = load i32, ptr %46, align 4, !dbg !103
  %48 = sext i32 %47 to i64, !dbg !104
  %49 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %48, !dbg !104
  %50 = load i32, ptr %3, align 4, !dbg !105
  %51 = sext i32 %50 to i64, !dbg !106
  %52 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %51, !dbg !106
  %53 = getelementptr inbounds [3 x i32], ptr %52, i64 0, i64 1, !dbg !106
  %54 = load i32, ptr %53, align 4, !dbg !106
  %55 = sext i32 %54 to i64, !dbg !104
  %56 = getelementptr inbounds [12 x i32], ptr %49, i64 0, i64 %55, !dbg !104
  store i32 %42, ptr %56, align 4, !dbg !107
  br label %57, !dbg !104

57:                                               ; preds = %37
  %58 = load i32, ptr %3, align 4, !dbg !108
  %59 = add nsw i32 %58, 1, !dbg !108
  store i32 %59, ptr %3, align 4, !dbg !108
  br label %33, !dbg !109, !llvm.loop !110

60:                                               ; preds = %33
  call void @bfs(i32 noundef 0), !dbg !113
  call void @bfs(i32 noundef 6), !dbg !114
    #dbg_declare(ptr %4, !115, !DIExpression(), !117)
  store i32 0, ptr %4, align 4, !dbg !117
  br label %61, !dbg !118

61:                                               ; preds = %73, %60
  %62 = load i32, ptr %4, align 4, !dbg !119
  %63 = icmp slt i32 %62, 12, !dbg !121
  br i1 %63, label %64, label %76, !dbg !122

64:                                               ; preds = %61
  %65 = load i32, ptr %4, align 4, !dbg !123
  %66 = sext i32 %65 to i64, !dbg !125
  %67 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %66, !dbg !125
  %68 = load i32, ptr %67, align 4, !dbg !125
  %69 = icmp ne i32 %68, 0, !dbg !125
  br i1 %69, label %72, label %70, !dbg !126

70:                                               ; preds = %64
  %71 = load i32, ptr %4, align 4, !dbg !127
  call void @dfs(i32 noundef %71), !dbg !128
  br label %72, !dbg !128

72:                                               ; preds = %70, %64
  br label %73, !dbg !129

73:                                               ; preds = %72
  %74 = load i32, ptr %4, align 4, !dbg !130
  %75 = add nsw i32 %74, 1, !dbg !130
  store i32 %75, ptr %4, align 4, !dbg !130
  br label %61, !dbg !131, !llvm.loop !132

76:                                               ; preds = %61
    #dbg_declare(ptr %5, !134, !DIExpression(), !136)
  store i32 0, ptr %5, align 4, !dbg !136
  br label %77, !dbg !137

77:                                               ; preds = %91, %76
  %78 = load i32, ptr %5, align 4, !dbg !138
  %79 = icmp slt i32 %78, 12, !dbg !140
  br i1 %79, label %80, label %94, !dbg !141

80:                                               ; preds = %77
  %81 = load i32, ptr %5, align 4, !dbg !142
  %82 = load i32, ptr %5, align 4, !dbg !143
  %83 = sext i32 %82 to i64, !dbg !144
  %84 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %83, !dbg !144
  %85 = load i32, ptr %84, align 4, !dbg !144
  %86 = load i32, ptr %5, align 4, !dbg !145
  %87 = sext i32 %86 to i64, !dbg !146
  %88 = getelementptr inbounds [12 x i32], ptr @fin, i64 0, i64 %87, !dbg !146
  %89 = load i32, ptr %88, align 4, !dbg !146
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %81, i32 noundef %85, i32 noundef %89), !dbg !147
  br label %91, !dbg !147

91:                                               ; preds = %80
  %92 = load i32, ptr %5, align 4, !dbg !148
  %93 = add nsw i32 %92, 1, !dbg !148
  store i32 %93, ptr %5, align 4, !dbg !148
  br label %77, !dbg !149, !llvm.loop !150

94:                                               ; preds = %77
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !152
  call void @dijkstra(i32 noundef 0), !dbg !153
  store i32 0, ptr getelementptr inbounds ([12 x i32], ptr getelementptr inbounds ([12 x [12 x i32]], ptr @adj, i64 0, i64 5), i64 0, i64 3), align 4, !dbg !154
  store i32 0, ptr getelementptr inbounds ([12 x i32], ptr getelementptr inbounds ([12 x [12 x i32]], ptr @adj, i64 0, i64 8), i64 0, i64 6), align 8, !dbg !155
    #dbg_declare(ptr %6, !156, !DIExpression(), !157)
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 48, i1 false), !dbg !157
    #dbg_declare(ptr %7, !158, !DIExpression(), !159)
    #dbg_declare(ptr %8, !160, !DIExpression(), !161)
  store i32 0, ptr %8, align 4, !dbg !161
    #dbg_declare(ptr %9, !162, !DIExpression(), !163)
    #dbg_declare(ptr %10, !164, !DIExpression(), !165)
  store i32 0, ptr %10, align 4, !dbg !165
    #dbg_declare(ptr %11, !166, !DIExpression(), !167)
  store i32 0, ptr %11, align 4, !dbg !167
    #dbg_declare(ptr %12, !168, !DIExpression(), !170)
  store i32 0, ptr %12, align 4, !dbg !170
  br label %96, !dbg !171

96:                                               ; preds = %122, %94
  %97 = load i32, ptr %12, align 4, !dbg !172
  %98 = icmp slt i32 %97, 12, !dbg !174
  br i1 %98, label %99, label %125, !dbg !175

99:                                               ; preds = %96
    #dbg_declare(ptr %13, !176, !DIExpression(), !178)
  store i32 0, ptr %13, align 4, !dbg !178
  br label %100, !dbg !179

100:                                              ; preds = %118, %99
  %101 = load i32, ptr %13, align 4, !dbg !180
  %102 = icmp slt i32 %101, 12, !dbg !182
  br i1 %102, label %103, label %121, !dbg !183

103:                                              ; preds = %100
  %104 = load i32, ptr %12, align 4, !dbg !184
  %105 = sext i32 %104 to i64, !dbg !185
  %106 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %105, !dbg !185
  %107 = load i32, ptr %13, align 4, !dbg !186
  %108 = sext i32 %107 to i64, !dbg !185
  %109 = getelementptr inbounds [12 x i32], ptr %106, i64 0, i64 %108, !dbg !185
  %110 = load i32, ptr %109, align 4, !dbg !185
  %111 = icmp ne i32 %110, 0, !dbg !187
  %112 = zext i1 %111 to i32, !dbg !187
  %113 = load i32, ptr %13, align 4, !dbg !188
  %114 = sext i32 %113 to i64, !dbg !189
  %115 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %114, !dbg !189
  %116 = load i32, ptr %115, align 4, !dbg !190
  %117 = add nsw i32 %116, %112, !dbg !190
  store i32 %117, ptr %115, align 4, !dbg !190
  br label %118, !dbg !189

118:                                              ; preds = %103
  %119 = load i32, ptr %13, align 4, !dbg !191
  %120 = add nsw i32 %119, 1, !dbg !191
  store i32 %120, ptr %13, align 4, !dbg !191
  br label %100, !dbg !192, !llvm.loop !193

121:                                              ; preds = %100
  br label %122, !dbg !194

122:                                              ; preds = %121
  %123 = load i32, ptr %12, align 4, !dbg !195
  %124 = add nsw i32 %123, 1, !dbg !195
  store i32 %124, ptr %12, align 4, !dbg !195
  br label %96, !dbg !196, !llvm.loop !197

125:                                              ; preds = %96
    #dbg_declare(ptr %14, !199, !DIExpression(), !201)
  store i32 0, ptr %14, align 4, !dbg !201
  br label %126, !dbg !202

126:                                              ; preds = %142, %125
  %127 = load i32, ptr %14, align 4, !dbg !203
  %128 = icmp slt i32 %127, 12, !dbg !205
  br i1 %128, label %129, label %145, !dbg !206

129:                                              ; preds = %126
  %130 = load i32, ptr %14, align 4, !dbg !207
  %131 = sext i32 %130 to i64, !dbg !209
  %132 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %131, !dbg !209
  %133 = load i32, ptr %132, align 4, !dbg !209
  %134 = icmp ne i32 %133, 0, !dbg !209
  br i1 %134, label %141, label %135, !dbg !210

135:                                              ; preds = %129
  %136 = load i32, ptr %14, align 4, !dbg !211
  %137 = load i32, ptr %11, align 4, !dbg !212
  %138 = add nsw i32 %137, 1, !dbg !212
  store i32 %138, ptr %11, align 4, !dbg !212
  %139 = sext i32 %137 to i64, !dbg !213
  %140 = getelementptr inbounds [12 x i32], ptr %9, i64 0, i64 %139, !dbg !213
  store i32 %136, ptr %140, align 4, !dbg !214
  br label %141, !dbg !213

141:                                              ; preds = %135, %129
  br label %142, !dbg !215

142:                                              ; preds = %141
  %143 = load i32, ptr %14, align 4, !dbg !216
  %144 = add nsw i32 %143, 1, !dbg !216
  store i32 %144, ptr %14, align 4, !dbg !216
  br label %126, !dbg !217, !llvm.loop !218

145:                                              ; preds = %126
  br label %146, !dbg !220

146:                                              ; preds = %190, %145
  %147 = load i32, ptr %10, align 4, !dbg !221
  %148 = load i32, ptr %11, align 4, !dbg !222
  %149 = icmp slt i32 %147, %148, !dbg !223
  br i1 %149, label %150, label %191, !dbg !220

150:                                              ; preds = %146
    #dbg_declare(ptr %15, !224, !DIExpression(), !226)
  %151 = load i32, ptr %10, align 4, !dbg !227
  %152 = add nsw i32 %151, 1, !dbg !227
  store i32 %152, ptr %10, align 4, !dbg !227
  %153 = sext i32 %151 to i64, !dbg !228
  %154 = getelementptr inbounds [12 x i32], ptr %9, i64 0, i64 %153, !dbg !228
  %155 = load i32, ptr %154, align 4, !dbg !228
  store i32 %155, ptr %15, align 4, !dbg !226
  %156 = load i32, ptr %15, align 4, !dbg !229
  %157 = load i32, ptr %8, align 4, !dbg !230
  %158 = add nsw i32 %157, 1, !dbg !230
  store i32 %158, ptr %8, align 4, !dbg !230
  %159 = sext i32 %157 to i64, !dbg !231
  %160 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %159, !dbg !231
  store i32 %156, ptr %160, align 4, !dbg !232
    #dbg_declare(ptr %16, !233, !DIExpression(), !235)
  store i32 0, ptr %16, align 4, !dbg !235
  br label %161, !dbg !236

161:                                              ; preds = %187, %150
  %162 = load i32, ptr %16, align 4, !dbg !237
  %163 = icmp slt i32 %162, 12, !dbg !239
  br i1 %163, label %164, label %190, !dbg !240

164:                                              ; preds = %161
  %165 = load i32, ptr %15, align 4, !dbg !241
  %166 = sext i32 %165 to i64, !dbg !243
  %167 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %166, !dbg !243
  %168 = load i32, ptr %16, align 4, !dbg !244
  %169 = sext i32 %168 to i64, !dbg !243
  %170 = getelementptr inbounds [12 x i32], ptr %167, i64 0, i64 %169, !dbg !243
  %171 = load i32, ptr %170, align 4, !dbg !243
  %172 = icmp ne i32 %171, 0, !dbg !243
  br i1 %172, label %173, label %186, !dbg !245

173:                                              ; preds = %164
  %174 = load i32, ptr %16, align 4, !dbg !246
  %175 = sext i32 %174 to i64, !dbg !247
  %176 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 %175, !dbg !247
  %177 = load i32, ptr %176, align 4, !dbg !248
  %178 = add nsw i32 %177, -1, !dbg !248
  store i32 %178, ptr %176, align 4, !dbg !248
  %179 = icmp eq i32 %178, 0, !dbg !249
  br i1 %179, label %180, label %186, !dbg !250

180:                                              ; preds = %173
  %181 = load i32, ptr %16, align 4, !dbg !251
  %182 = load i32, ptr %11, align 4, !dbg !252
  %183 = add nsw i32 %182, 1, !dbg !252
  store i32 %183, ptr %11, align 4, !dbg !252
  %184 = sext i32 %182 to i64, !dbg !253
  %185 = getelementptr inbounds [12 x i32], ptr %9, i64 0, i64 %184, !dbg !253
  store i32 %181, ptr %185, align 4, !dbg !254
  br label %186, !dbg !253

186:                                              ; preds = %180, %173, %164
  br label %187, !dbg !255

187:                                              ; preds = %186
  %188 = load i32, ptr %16, align 4, !dbg !256
  %189 = add nsw i32 %188, 1, !dbg !256
  store i32 %189, ptr %16, align 4, !dbg !256
  br label %161, !dbg !257, !llvm.loop !258

190:                                              ; preds = %161
  br label %146, !dbg !220, !llvm.loop !260

191:                                              ; preds = %146
  %192 = load i32, ptr %8, align 4, !dbg !262
  %193 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %192), !dbg !263
    #dbg_declare(ptr %17, !264, !DIExpression(), !266)
  store i32 0, ptr %17, align 4, !dbg !266
  br label %194, !dbg !267

194:                                              ; preds = %204, %191
  %195 = load i32, ptr %17, align 4, !dbg !268
  %196 = load i32, ptr %8, align 4, !dbg !270
  %197 = icmp slt i32 %195, %196, !dbg !271
  br i1 %197, label %198, label %207, !dbg !272

198:                                              ; preds = %194
  %199 = load i32, ptr %17, align 4, !dbg !273
  %200 = sext i32 %199 to i64, !dbg !274
  %201 = getelementptr inbounds [12 x i32], ptr %7, i64 0, i64 %200, !dbg !274
  %202 = load i32, ptr %201, align 4, !dbg !274
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %202), !dbg !275
  br label %204, !dbg !275

204:                                              ; preds = %198
  %205 = load i32, ptr %17, align 4, !dbg !276
  %206 = add nsw i32 %205, 1, !dbg !276
  store i32 %206, ptr %17, align 4, !dbg !276
  br label %194, !dbg !277, !llvm.loop !278

207:                                              ; preds = %194
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !280
    #dbg_declare(ptr %18, !281, !DIExpression(), !283)
  store i32 0, ptr %18, align 4, !dbg !283
  br label %209, !dbg !284

209:                                              ; preds = %220, %207
  %210 = load i32, ptr %18, align 4, !dbg !285
  %211 = icmp slt i32 %210, 12, !dbg !287
  br i1 %211, label %212, label %223, !dbg !288

212:                                              ; preds = %209
  %213 = load i32, ptr %18, align 4, !dbg !289
  %214 = load i32, ptr %18, align 4, !dbg !291
  %215 = sext i32 %214 to i64, !dbg !292
  %216 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %215, !dbg !292
  store i32 %213, ptr %216, align 4, !dbg !293
  %217 = load i32, ptr %18, align 4, !dbg !294
  %218 = sext i32 %217 to i64, !dbg !295
  %219 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %218, !dbg !295
  store i32 0, ptr %219, align 4, !dbg !296
  br label %220, !dbg !297

220:                                              ; preds = %212
  %221 = load i32, ptr %18, align 4, !dbg !298
  %222 = add nsw i32 %221, 1, !dbg !298
  store i32 %222, ptr %18, align 4, !dbg !298
  br label %209, !dbg !299, !llvm.loop !300

223:                                              ; preds = %209
    #dbg_declare(ptr %19, !302, !DIExpression(), !304)
  store i32 0, ptr %19, align 4, !dbg !304
  br label %224, !dbg !305

224:                                              ; preds = %239, %223
  %225 = load i32, ptr %19, align 4, !dbg !306
  %226 = load i32, ptr %2, align 4, !dbg !308
  %227 = icmp slt i32 %225, %226, !dbg !309
  br i1 %227, label %228, label %242, !dbg !310

228:                                              ; preds = %224
  %229 = load i32, ptr %19, align 4, !dbg !311
  %230 = sext i32 %229 to i64, !dbg !312
  %231 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %230, !dbg !312
  %232 = getelementptr inbounds [3 x i32], ptr %231, i64 0, i64 0, !dbg !312
  %233 = load i32, ptr %232, align 4, !dbg !312
  %234 = load i32, ptr %19, align 4, !dbg !313
  %235 = sext i32 %234 to i64, !dbg !314
  %236 = getelementptr inbounds [14 x [3 x i32]], ptr @main.edges, i64 0, i64 %235, !dbg !314
  %237 = getelementptr inbounds [3 x i32], ptr %236, i64 0, i64 1, !dbg !314
  %238 = load i32, ptr %237, align 4, !dbg !314
  call void @unite(i32 noundef %233, i32 noundef %238), !dbg !315
  br label %239, !dbg !315

239:                                              ; preds = %228
  %240 = load i32, ptr %19, align 4, !dbg !316
  %241 = add nsw i32 %240, 1, !dbg !316
  store i32 %241, ptr %19, align 4, !dbg !316
  br label %224, !dbg !317, !llvm.loop !318

242:                                              ; preds = %224
    #dbg_declare(ptr %20, !320, !DIExpression(), !321)
  store i32 0, ptr %20, align 4, !dbg !321
    #dbg_declare(ptr %21, !322, !DIExpression(), !324)
  store i32 0, ptr %21, align 4, !dbg !324
  br label %243, !dbg !325

243:                                              ; preds = %254, %242
  %244 = load i32, ptr %21, align 4, !dbg !326
  %245 = icmp slt i32 %244, 12, !dbg !328
  br i1 %245, label %246, label %257, !dbg !329

246:                                              ; preds = %243
  %247 = load i32, ptr %21, align 4, !dbg !330
  %248 = call i32 @find(i32 noundef %247), !dbg !331
  %249 = load i32, ptr %21, align 4, !dbg !332
  %250 = icmp eq i32 %248, %249, !dbg !333
  %251 = zext i1 %250 to i32, !dbg !333
  %252 = load i32, ptr %20, align 4, !dbg !334
  %253 = add nsw i32 %252, %251, !dbg !334
  store i32 %253, ptr %20, align 4, !dbg !334
  br label %254, !dbg !335

254:                                              ; preds = %246
  %255 = load i32, ptr %21, align 4, !dbg !336
  %256 = add nsw i32 %255, 1, !dbg !336
  store i32 %256, ptr %21, align 4, !dbg !336
  br label %243, !dbg !337, !llvm.loop !338

257:                                              ; preds = %243
  %258 = load i32, ptr %20, align 4, !dbg !340
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %258), !dbg !341
    #dbg_declare(ptr %22, !342, !DIExpression(), !344)
  store i32 0, ptr %22, align 4, !dbg !344
  br label %260, !dbg !345

260:                                              ; preds = %287, %257
  %261 = load i32, ptr %22, align 4, !dbg !346
  %262 = icmp slt i32 %261, 12, !dbg !348
  br i1 %262, label %263, label %290, !dbg !349

263:                                              ; preds = %260
  %264 = load i32, ptr %22, align 4, !dbg !350
  %265 = call i32 @find(i32 noundef %264), !dbg !351
  %266 = call i32 @find(i32 noundef 0), !dbg !352
  %267 = icmp eq i32 %265, %266, !dbg !353
  br i1 %267, label %268, label %269, !dbg !351

268:                                              ; preds = %263
  br label %284, !dbg !351

269:                                              ; preds = %263
  %270 = load i32, ptr %22, align 4, !dbg !354
  %271 = call i32 @find(i32 noundef %270), !dbg !355
  %272 = call i32 @find(i32 noundef 6), !dbg !356
  %273 = icmp eq i32 %271, %272, !dbg !357
  br i1 %273, label %274, label %275, !dbg !355

274:                                              ; preds = %269
  br label %282, !dbg !355

275:                                              ; preds = %269
  %276 = load i32, ptr %22, align 4, !dbg !358
  %277 = call i32 @find(i32 noundef %276), !dbg !359
  %278 = call i32 @find(i32 noundef 11), !dbg !360
  %279 = icmp eq i32 %277, %278, !dbg !361
  %280 = zext i1 %279 to i64, !dbg !359
  %281 = select i1 %279, i32 11, i32 -1, !dbg !359
  br label %282, !dbg !355

282:                                              ; preds = %275, %274
  %283 = phi i32 [ 6, %274 ], [ %281, %275 ], !dbg !355
  br label %284, !dbg !351

284:                                              ; preds = %282, %268
  %285 = phi i32 [ 0, %268 ], [ %283, %282 ], !dbg !351
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %285), !dbg !362
  br label %287, !dbg !362

287:                                              ; preds = %284
  %288 = load i32, ptr %22, align 4, !dbg !363
  %289 = add nsw i32 %288, 1, !dbg !363
  store i32 %289, ptr %22, align 4, !dbg !363
  br label %260, !dbg !364, !llvm.loop !365

290:                                              ; preds = %260
  %291 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !367
    #dbg_declare(ptr %23, !368, !DIExpression(), !371)
    #dbg_declare(ptr %24, !372, !DIExpression(), !374)
  store i32 0, ptr %24, align 4, !dbg !374
  br label %292, !dbg !375

292:                                              ; preds = %337, %290
  %293 = load i32, ptr %24, align 4, !dbg !376
  %294 = icmp slt i32 %293, 12, !dbg !378
  br i1 %294, label %295, label %340, !dbg !379

295:                                              ; preds = %292
    #dbg_declare(ptr %25, !380, !DIExpression(), !382)
  store i32 0, ptr %25, align 4, !dbg !382
  br label %296, !dbg !383

296:                                              ; preds = %333, %295
  %297 = load i32, ptr %25, align 4, !dbg !384
  %298 = icmp slt i32 %297, 12, !dbg !386
  br i1 %298, label %299, label %336, !dbg !387

299:                                              ; preds = %296
  %300 = load i32, ptr %24, align 4, !dbg !388
  %301 = load i32, ptr %25, align 4, !dbg !389
  %302 = icmp eq i32 %300, %301, !dbg !390
  br i1 %302, label %303, label %304, !dbg !388

303:                                              ; preds = %299
  br label %324, !dbg !388

304:                                              ; preds = %299
  %305 = load i32, ptr %24, align 4, !dbg !391
  %306 = sext i32 %305 to i64, !dbg !392
  %307 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %306, !dbg !392
  %308 = load i32, ptr %25, align 4, !dbg !393
  %309 = sext i32 %308 to i64, !dbg !392
  %310 = getelementptr inbounds [12 x i32], ptr %307, i64 0, i64 %309, !dbg !392
  %311 = load i32, ptr %310, align 4, !dbg !392
  %312 = icmp ne i32 %311, 0, !dbg !392
  br i1 %312, label %313, label %321, !dbg !392

313:                                              ; preds = %304
  %314 = load i32, ptr %24, align 4, !dbg !394
  %315 = sext i32 %314 to i64, !dbg !395
  %316 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %315, !dbg !395
  %317 = load i32, ptr %25, align 4, !dbg !396
  %318 = sext i32 %317 to i64, !dbg !395
  %319 = getelementptr inbounds [12 x i32], ptr %316, i64 0, i64 %318, !dbg !395
  %320 = load i32, ptr %319, align 4, !dbg !395
  br label %322, !dbg !392

321:                                              ; preds = %304
  br label %322, !dbg !392

322:                                              ; preds = %321, %313
  %323 = phi i32 [ %320, %313 ], [ 1000000, %321 ], !dbg !392
  br label %324, !dbg !388

324:                                              ; preds = %322, %303
  %325 = phi i32 [ 0, %303 ], [ %323, %322 ], !dbg !388
  %326 = sext i32 %325 to i64, !dbg !388
  %327 = load i32, ptr %24, align 4, !dbg !397
  %328 = sext i32 %327 to i64, !dbg !398
  %329 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %328, !dbg !398
  %330 = load i32, ptr %25, align 4, !dbg !399
  %331 = sext i32 %330 to i64, !dbg !398
  %332 = getelementptr inbounds [12 x i64], ptr %329, i64 0, i64 %331, !dbg !398
  store i64 %326, ptr %332, align 8, !dbg !400
  br label %333, !dbg !398

333:                                              ; preds = %324
  %334 = load i32, ptr %25, align 4, !dbg !401
  %335 = add nsw i32 %334, 1, !dbg !401
  store i32 %335, ptr %25, align 4, !dbg !401
  br label %296, !dbg !402, !llvm.loop !403

336:                                              ; preds = %296
  br label %337, !dbg !404

337:                                              ; preds = %336
  %338 = load i32, ptr %24, align 4, !dbg !405
  %339 = add nsw i32 %338, 1, !dbg !405
  store i32 %339, ptr %24, align 4, !dbg !405
  br label %292, !dbg !406, !llvm.loop !407

340:                                              ; preds = %292
    #dbg_declare(ptr %26, !409, !DIExpression(), !411)
  store i32 0, ptr %26, align 4, !dbg !411
  br label %341, !dbg !412

341:                                              ; preds = %407, %340
  %342 = load i32, ptr %26, align 4, !dbg !413
  %343 = icmp slt i32 %342, 12, !dbg !415
  br i1 %343, label %344, label %410, !dbg !416

344:                                              ; preds = %341
    #dbg_declare(ptr %27, !417, !DIExpression(), !419)
  store i32 0, ptr %27, align 4, !dbg !419
  br label %345, !dbg !420

345:                                              ; preds = %403, %344
  %346 = load i32, ptr %27, align 4, !dbg !421
  %347 = icmp slt i32 %346, 12, !dbg !423
  br i1 %347, label %348, label %406, !dbg !424

348:                                              ; preds = %345
    #dbg_declare(ptr %28, !425, !DIExpression(), !427)
  store i32 0, ptr %28, align 4, !dbg !427
  br label %349, !dbg !428

349:                                              ; preds = %399, %348
  %350 = load i32, ptr %28, align 4, !dbg !429
  %351 = icmp slt i32 %350, 12, !dbg !431
  br i1 %351, label %352, label %402, !dbg !432

352:                                              ; preds = %349
  %353 = load i32, ptr %27, align 4, !dbg !433
  %354 = sext i32 %353 to i64, !dbg !435
  %355 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %354, !dbg !435
  %356 = load i32, ptr %26, align 4, !dbg !436
  %357 = sext i32 %356 to i64, !dbg !435
  %358 = getelementptr inbounds [12 x i64], ptr %355, i64 0, i64 %357, !dbg !435
  %359 = load i64, ptr %358, align 8, !dbg !435
  %360 = load i32, ptr %26, align 4, !dbg !437
  %361 = sext i32 %360 to i64, !dbg !438
  %362 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %361, !dbg !438
  %363 = load i32, ptr %28, align 4, !dbg !439
  %364 = sext i32 %363 to i64, !dbg !438
  %365 = getelementptr inbounds [12 x i64], ptr %362, i64 0, i64 %364, !dbg !438
  %366 = load i64, ptr %365, align 8, !dbg !438
  %367 = add nsw i64 %359, %366, !dbg !440
  %368 = load i32, ptr %27, align 4, !dbg !441
  %369 = sext i32 %368 to i64, !dbg !442
  %370 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %369, !dbg !442
  %371 = load i32, ptr %28, align 4, !dbg !443
  %372 = sext i32 %371 to i64, !dbg !442
  %373 = getelementptr inbounds [12 x i64], ptr %370, i64 0, i64 %372, !dbg !442
  %374 = load i64, ptr %373, align 8, !dbg !442
  %375 = icmp slt i64 %367, %374, !dbg !444
  br i1 %375, label %376, label %398, !dbg !445

376:                                              ; preds = %352
  %377 = load i32, ptr %27, align 4, !dbg !446
  %378 = sext i32 %377 to i64, !dbg !447
  %379 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %378, !dbg !447
  %380 = load i32, ptr %26, align 4, !dbg !448
  %381 = sext i32 %380 to i64, !dbg !447
  %382 = getelementptr inbounds [12 x i64], ptr %379, i64 0, i64 %381, !dbg !447
  %383 = load i64, ptr %382, align 8, !dbg !447
  %384 = load i32, ptr %26, align 4, !dbg !449
  %385 = sext i32 %384 to i64, !dbg !450
  %386 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %385, !dbg !450
  %387 = load i32, ptr %28, align 4, !dbg !451
  %388 = sext i32 %387 to i64, !dbg !450
  %389 = getelementptr inbounds [12 x i64], ptr %386, i64 0, i64 %388, !dbg !450
  %390 = load i64, ptr %389, align 8, !dbg !450
  %391 = add nsw i64 %383, %390, !dbg !452
  %392 = load i32, ptr %27, align 4, !dbg !453
  %393 = sext i32 %392 to i64, !dbg !454
  %394 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %393, !dbg !454
  %395 = load i32, ptr %28, align 4, !dbg !455
  %396 = sext i32 %395 to i64, !dbg !454
  %397 = getelementptr inbounds [12 x i64], ptr %394, i64 0, i64 %396, !dbg !454
  store i64 %391, ptr %397, align 8, !dbg !456
  br label %398, !dbg !454

398:                                              ; preds = %376, %352
  br label %399, !dbg !457

399:                                              ; preds = %398
  %400 = load i32, ptr %28, align 4, !dbg !458
  %401 = add nsw i32 %400, 1, !dbg !458
  store i32 %401, ptr %28, align 4, !dbg !458
  br label %349, !dbg !459, !llvm.loop !460

402:                                              ; preds = %349
  br label %403, !dbg !461

403:                                              ; preds = %402
  %404 = load i32, ptr %27, align 4, !dbg !462
  %405 = add nsw i32 %404, 1, !dbg !462
  store i32 %405, ptr %27, align 4, !dbg !462
  br label %345, !dbg !463, !llvm.loop !464

406:                                              ; preds = %345
  br label %407, !dbg !465

407:                                              ; preds = %406
  %408 = load i32, ptr %26, align 4, !dbg !466
  %409 = add nsw i32 %408, 1, !dbg !466
  store i32 %409, ptr %26, align 4, !dbg !466
  br label %341, !dbg !467, !llvm.loop !468

410:                                              ; preds = %341
    #dbg_declare(ptr %29, !470, !DIExpression(), !471)
  store i64 0, ptr %29, align 8, !dbg !471
    #dbg_declare(ptr %30, !472, !DIExpression(), !473)
  store i32 0, ptr %30, align 4, !dbg !473
    #dbg_declare(ptr %31, !474, !DIExpression(), !476)
  store i32 0, ptr %31, align 4, !dbg !476
  br label %411, !dbg !477

411:                                              ; preds = %444, %410
  %412 = load i32, ptr %31, align 4, !dbg !478
  %413 = icmp slt i32 %412, 12, !dbg !480
  br i1 %413, label %414, label %447, !dbg !481

414:                                              ; preds = %411
    #dbg_declare(ptr %32, !482, !DIExpression(), !484)
  store i32 0, ptr %32, align 4, !dbg !484
  br label %415, !dbg !485

415:                                              ; preds = %440, %414
  %416 = load i32, ptr %32, align 4, !dbg !486
  %417 = icmp slt i32 %416, 12, !dbg !488
  br i1 %417, label %418, label %443, !dbg !489

418:                                              ; preds = %415
  %419 = load i32, ptr %31, align 4, !dbg !490
  %420 = sext i32 %419 to i64, !dbg !492
  %421 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %420, !dbg !492
  %422 = load i32, ptr %32, align 4, !dbg !493
  %423 = sext i32 %422 to i64, !dbg !492
  %424 = getelementptr inbounds [12 x i64], ptr %421, i64 0, i64 %423, !dbg !492
  %425 = load i64, ptr %424, align 8, !dbg !492
  %426 = icmp slt i64 %425, 1000000, !dbg !494
  br i1 %426, label %427, label %439, !dbg !495

427:                                              ; preds = %418
  %428 = load i32, ptr %31, align 4, !dbg !496
  %429 = sext i32 %428 to i64, !dbg !498
  %430 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 %429, !dbg !498
  %431 = load i32, ptr %32, align 4, !dbg !499
  %432 = sext i32 %431 to i64, !dbg !498
  %433 = getelementptr inbounds [12 x i64], ptr %430, i64 0, i64 %432, !dbg !498
  %434 = load i64, ptr %433, align 8, !dbg !498
  %435 = load i64, ptr %29, align 8, !dbg !500
  %436 = add nsw i64 %435, %434, !dbg !500
  store i64 %436, ptr %29, align 8, !dbg !500
  %437 = load i32, ptr %30, align 4, !dbg !501
  %438 = add nsw i32 %437, 1, !dbg !501
  store i32 %438, ptr %30, align 4, !dbg !501
  br label %439, !dbg !502

439:                                              ; preds = %427, %418
  br label %440, !dbg !503

440:                                              ; preds = %439
  %441 = load i32, ptr %32, align 4, !dbg !504
  %442 = add nsw i32 %441, 1, !dbg !504
  store i32 %442, ptr %32, align 4, !dbg !504
  br label %415, !dbg !505, !llvm.loop !506

443:                                              ; preds = %415
  br label %444, !dbg !507

444:                                              ; preds = %443
  %445 = load i32, ptr %31, align 4, !dbg !508
  %446 = add nsw i32 %445, 1, !dbg !508
  store i32 %446, ptr %31, align 4, !dbg !508
  br label %411, !dbg !509, !llvm.loop !510

447:                                              ; preds = %411
  %448 = load i32, ptr %30, align 4, !dbg !512
  %449 = load i64, ptr %29, align 8, !dbg !513
  %450 = getelementptr inbounds [12 x [12 x i64]], ptr %23, i64 0, i64 0, !dbg !514
  %451 = getelementptr inbounds [12 x i64], ptr %450, i64 0, i64 10, !dbg !514
  %452 = load i64, ptr %451, align 16, !dbg !514
  %453 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %448, i64 noundef %449, i64 noundef %452), !dbg !515
  ret i32 0, !dbg !516
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bfs(i32 noundef %0) #0 !dbg !517 {
  %2 = alloca i32, align 4
  %3 = alloca [12 x i32], align 16
  %4 = alloca [12 x i32], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !520, !DIExpression(), !521)
    #dbg_declare(ptr %3, !522, !DIExpression(), !523)
    #dbg_declare(ptr %4, !524, !DIExpression(), !525)
    #dbg_declare(ptr %5, !526, !DIExpression(), !527)
  store i32 0, ptr %5, align 4, !dbg !527
    #dbg_declare(ptr %6, !528, !DIExpression(), !529)
  store i32 0, ptr %6, align 4, !dbg !529
    #dbg_declare(ptr %7, !530, !DIExpression(), !532)
  store i32 0, ptr %7, align 4, !dbg !532
  br label %11, !dbg !533

11:                                               ; preds = %18, %1
  %12 = load i32, ptr %7, align 4, !dbg !534
  %13 = icmp slt i32 %12, 12, !dbg !536
  br i1 %13, label %14, label %21, !dbg !537

14:                                               ; preds = %11
  %15 = load i32, ptr %7, align 4, !dbg !538
  %16 = sext i32 %15 to i64, !dbg !539
  %17 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %16, !dbg !539
  store i32 -1, ptr %17, align 4, !dbg !540
  br label %18, !dbg !539

18:                                               ; preds = %14
  %19 = load i32, ptr %7, align 4, !dbg !541
  %20 = add nsw i32 %19, 1, !dbg !541
  store i32 %20, ptr %7, align 4, !dbg !541
  br label %11, !dbg !542, !llvm.loop !543

21:                                               ; preds = %11
  %22 = load i32, ptr %2, align 4, !dbg !545
  %23 = sext i32 %22 to i64, !dbg !546
  %24 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %23, !dbg !546
  store i32 0, ptr %24, align 4, !dbg !547
  %25 = load i32, ptr %2, align 4, !dbg !548
  %26 = load i32, ptr %6, align 4, !dbg !549
  %27 = add nsw i32 %26, 1, !dbg !549
  store i32 %27, ptr %6, align 4, !dbg !549
  %28 = sext i32 %26 to i64, !dbg !550
  %29 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %28, !dbg !550
  store i32 %25, ptr %29, align 4, !dbg !551
  br label %30, !dbg !552

30:                                               ; preds = %76, %21
  %31 = load i32, ptr %5, align 4, !dbg !553
  %32 = load i32, ptr %6, align 4, !dbg !554
  %33 = icmp slt i32 %31, %32, !dbg !555
  br i1 %33, label %34, label %77, !dbg !552

34:                                               ; preds = %30
    #dbg_declare(ptr %8, !556, !DIExpression(), !558)
  %35 = load i32, ptr %5, align 4, !dbg !559
  %36 = add nsw i32 %35, 1, !dbg !559
  store i32 %36, ptr %5, align 4, !dbg !559
  %37 = sext i32 %35 to i64, !dbg !560
  %38 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %37, !dbg !560
  %39 = load i32, ptr %38, align 4, !dbg !560
  store i32 %39, ptr %8, align 4, !dbg !558
    #dbg_declare(ptr %9, !561, !DIExpression(), !563)
  store i32 0, ptr %9, align 4, !dbg !563
  br label %40, !dbg !564

40:                                               ; preds = %73, %34
  %41 = load i32, ptr %9, align 4, !dbg !565
  %42 = icmp slt i32 %41, 12, !dbg !567
  br i1 %42, label %43, label %76, !dbg !568

43:                                               ; preds = %40
  %44 = load i32, ptr %8, align 4, !dbg !569
  %45 = sext i32 %44 to i64, !dbg !571
  %46 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %45, !dbg !571
  %47 = load i32, ptr %9, align 4, !dbg !572
  %48 = sext i32 %47 to i64, !dbg !571
  %49 = getelementptr inbounds [12 x i32], ptr %46, i64 0, i64 %48, !dbg !571
  %50 = load i32, ptr %49, align 4, !dbg !571
  %51 = icmp ne i32 %50, 0, !dbg !571
  br i1 %51, label %52, label %72, !dbg !573

52:                                               ; preds = %43
  %53 = load i32, ptr %9, align 4, !dbg !574
  %54 = sext i32 %53 to i64, !dbg !575
  %55 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %54, !dbg !575
  %56 = load i32, ptr %55, align 4, !dbg !575
  %57 = icmp slt i32 %56, 0, !dbg !576
  br i1 %57, label %58, label %72, !dbg !577

58:                                               ; preds = %52
  %59 = load i32, ptr %8, align 4, !dbg !578
  %60 = sext i32 %59 to i64, !dbg !580
  %61 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %60, !dbg !580
  %62 = load i32, ptr %61, align 4, !dbg !580
  %63 = add nsw i32 %62, 1, !dbg !581
  %64 = load i32, ptr %9, align 4, !dbg !582
  %65 = sext i32 %64 to i64, !dbg !583
  %66 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %65, !dbg !583
  store i32 %63, ptr %66, align 4, !dbg !584
  %67 = load i32, ptr %9, align 4, !dbg !585
  %68 = load i32, ptr %6, align 4, !dbg !586
  %69 = add nsw i32 %68, 1, !dbg !586
  store i32 %69, ptr %6, align 4, !dbg !586
  %70 = sext i32 %68 to i64, !dbg !587
  %71 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %70, !dbg !587
  store i32 %67, ptr %71, align 4, !dbg !588
  br label %72, !dbg !589

72:                                               ; preds = %58, %52, %43
  br label %73, !dbg !590

73:                                               ; preds = %72
  %74 = load i32, ptr %9, align 4, !dbg !591
  %75 = add nsw i32 %74, 1, !dbg !591
  store i32 %75, ptr %9, align 4, !dbg !591
  br label %40, !dbg !592, !llvm.loop !593

76:                                               ; preds = %40
  br label %30, !dbg !552, !llvm.loop !595

77:                                               ; preds = %30
  %78 = load i32, ptr %2, align 4, !dbg !597
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %78), !dbg !598
    #dbg_declare(ptr %10, !599, !DIExpression(), !601)
  store i32 0, ptr %10, align 4, !dbg !601
  br label %80, !dbg !602

80:                                               ; preds = %89, %77
  %81 = load i32, ptr %10, align 4, !dbg !603
  %82 = icmp slt i32 %81, 12, !dbg !605
  br i1 %82, label %83, label %92, !dbg !606

83:                                               ; preds = %80
  %84 = load i32, ptr %10, align 4, !dbg !607
  %85 = sext i32 %84 to i64, !dbg !608
  %86 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %85, !dbg !608
  %87 = load i32, ptr %86, align 4, !dbg !608
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %87), !dbg !609
  br label %89, !dbg !609

89:                                               ; preds = %83
  %90 = load i32, ptr %10, align 4, !dbg !610
  %91 = add nsw i32 %90, 1, !dbg !610
  store i32 %91, ptr %10, align 4, !dbg !610
  br label %80, !dbg !611, !llvm.loop !612

92:                                               ; preds = %80
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !614
  ret void, !dbg !615
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dfs(i32 noundef %0) #0 !dbg !616 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !617, !DIExpression(), !618)
  %4 = load i32, ptr @timer, align 4, !dbg !619
  %5 = add nsw i32 %4, 1, !dbg !619
  store i32 %5, ptr @timer, align 4, !dbg !619
  %6 = load i32, ptr %2, align 4, !dbg !620
  %7 = sext i32 %6 to i64, !dbg !621
  %8 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %7, !dbg !621
  store i32 %5, ptr %8, align 4, !dbg !622
    #dbg_declare(ptr %3, !623, !DIExpression(), !625)
  store i32 0, ptr %3, align 4, !dbg !625
  br label %9, !dbg !626

9:                                                ; preds = %30, %1
  %10 = load i32, ptr %3, align 4, !dbg !627
  %11 = icmp slt i32 %10, 12, !dbg !629
  br i1 %11, label %12, label %33, !dbg !630

12:                                               ; preds = %9
  %13 = load i32, ptr %2, align 4, !dbg !631
  %14 = sext i32 %13 to i64, !dbg !633
  %15 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %14, !dbg !633
  %16 = load i32, ptr %3, align 4, !dbg !634
  %17 = sext i32 %16 to i64, !dbg !633
  %18 = getelementptr inbounds [12 x i32], ptr %15, i64 0, i64 %17, !dbg !633
  %19 = load i32, ptr %18, align 4, !dbg !633
  %20 = icmp ne i32 %19, 0, !dbg !633
  br i1 %20, label %21, label %29, !dbg !635

21:                                               ; preds = %12
  %22 = load i32, ptr %3, align 4, !dbg !636
  %23 = sext i32 %22 to i64, !dbg !637
  %24 = getelementptr inbounds [12 x i32], ptr @disc, i64 0, i64 %23, !dbg !637
  %25 = load i32, ptr %24, align 4, !dbg !637
  %26 = icmp ne i32 %25, 0, !dbg !637
  br i1 %26, label %29, label %27, !dbg !638

27:                                               ; preds = %21
  %28 = load i32, ptr %3, align 4, !dbg !639
  call void @dfs(i32 noundef %28), !dbg !640
  br label %29, !dbg !640

29:                                               ; preds = %27, %21, %12
  br label %30, !dbg !641

30:                                               ; preds = %29
  %31 = load i32, ptr %3, align 4, !dbg !642
  %32 = add nsw i32 %31, 1, !dbg !642
  store i32 %32, ptr %3, align 4, !dbg !642
  br label %9, !dbg !643, !llvm.loop !644

33:                                               ; preds = %9
  %34 = load i32, ptr @timer, align 4, !dbg !646
  %35 = add nsw i32 %34, 1, !dbg !646
  store i32 %35, ptr @timer, align 4, !dbg !646
  %36 = load i32, ptr %2, align 4, !dbg !647
  %37 = sext i32 %36 to i64, !dbg !648
  %38 = getelementptr inbounds [12 x i32], ptr @fin, i64 0, i64 %37, !dbg !648
  store i32 %35, ptr %38, align 4, !dbg !649
  ret void, !dbg !650
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dijkstra(i32 noundef %0) #0 !dbg !651 {
  %2 = alloca i32, align 4
  %3 = alloca [12 x i32], align 16
  %4 = alloca [12 x i32], align 16
  %5 = alloca [12 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [12 x i32], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !652, !DIExpression(), !653)
    #dbg_declare(ptr %3, !654, !DIExpression(), !655)
    #dbg_declare(ptr %4, !656, !DIExpression(), !657)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 48, i1 false), !dbg !657
    #dbg_declare(ptr %5, !658, !DIExpression(), !659)
    #dbg_declare(ptr %6, !660, !DIExpression(), !662)
  store i32 0, ptr %6, align 4, !dbg !662
  br label %15, !dbg !663

15:                                               ; preds = %25, %1
  %16 = load i32, ptr %6, align 4, !dbg !664
  %17 = icmp slt i32 %16, 12, !dbg !666
  br i1 %17, label %18, label %28, !dbg !667

18:                                               ; preds = %15
  %19 = load i32, ptr %6, align 4, !dbg !668
  %20 = sext i32 %19 to i64, !dbg !670
  %21 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %20, !dbg !670
  store i32 2147483647, ptr %21, align 4, !dbg !671
  %22 = load i32, ptr %6, align 4, !dbg !672
  %23 = sext i32 %22 to i64, !dbg !673
  %24 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %23, !dbg !673
  store i32 -1, ptr %24, align 4, !dbg !674
  br label %25, !dbg !675

25:                                               ; preds = %18
  %26 = load i32, ptr %6, align 4, !dbg !676
  %27 = add nsw i32 %26, 1, !dbg !676
  store i32 %27, ptr %6, align 4, !dbg !676
  br label %15, !dbg !677, !llvm.loop !678

28:                                               ; preds = %15
  %29 = load i32, ptr %2, align 4, !dbg !680
  %30 = sext i32 %29 to i64, !dbg !681
  %31 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %30, !dbg !681
  store i32 0, ptr %31, align 4, !dbg !682
    #dbg_declare(ptr %7, !683, !DIExpression(), !685)
  store i32 0, ptr %7, align 4, !dbg !685
  br label %32, !dbg !686

32:                                               ; preds = %133, %28
  %33 = load i32, ptr %7, align 4, !dbg !687
  %34 = icmp slt i32 %33, 12, !dbg !689
  br i1 %34, label %35, label %136, !dbg !690

35:                                               ; preds = %32
    #dbg_declare(ptr %8, !691, !DIExpression(), !693)
  store i32 -1, ptr %8, align 4, !dbg !693
    #dbg_declare(ptr %9, !694, !DIExpression(), !696)
  store i32 0, ptr %9, align 4, !dbg !696
  br label %36, !dbg !697

36:                                               ; preds = %67, %35
  %37 = load i32, ptr %9, align 4, !dbg !698
  %38 = icmp slt i32 %37, 12, !dbg !700
  br i1 %38, label %39, label %70, !dbg !701

39:                                               ; preds = %36
  %40 = load i32, ptr %9, align 4, !dbg !702
  %41 = sext i32 %40 to i64, !dbg !704
  %42 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %41, !dbg !704
  %43 = load i32, ptr %42, align 4, !dbg !704
  %44 = icmp ne i32 %43, 0, !dbg !704
  br i1 %44, label %66, label %45, !dbg !705

45:                                               ; preds = %39
  %46 = load i32, ptr %9, align 4, !dbg !706
  %47 = sext i32 %46 to i64, !dbg !707
  %48 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %47, !dbg !707
  %49 = load i32, ptr %48, align 4, !dbg !707
  %50 = icmp ne i32 %49, 2147483647, !dbg !708
  br i1 %50, label %51, label %66, !dbg !709

51:                                               ; preds = %45
  %52 = load i32, ptr %8, align 4, !dbg !710
  %53 = icmp slt i32 %52, 0, !dbg !711
  br i1 %53, label %64, label %54, !dbg !712

54:                                               ; preds = %51
  %55 = load i32, ptr %9, align 4, !dbg !713
  %56 = sext i32 %55 to i64, !dbg !714
  %57 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %56, !dbg !714
  %58 = load i32, ptr %57, align 4, !dbg !714
  %59 = load i32, ptr %8, align 4, !dbg !715
  %60 = sext i32 %59 to i64, !dbg !716
  %61 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %60, !dbg !716
  %62 = load i32, ptr %61, align 4, !dbg !716
  %63 = icmp slt i32 %58, %62, !dbg !717
  br i1 %63, label %64, label %66, !dbg !718

64:                                               ; preds = %54, %51
  %65 = load i32, ptr %9, align 4, !dbg !719
  store i32 %65, ptr %8, align 4, !dbg !720
  br label %66, !dbg !721

66:                                               ; preds = %64, %54, %45, %39
  br label %67, !dbg !722

67:                                               ; preds = %66
  %68 = load i32, ptr %9, align 4, !dbg !723
  %69 = add nsw i32 %68, 1, !dbg !723
  store i32 %69, ptr %9, align 4, !dbg !723
  br label %36, !dbg !724, !llvm.loop !725

70:                                               ; preds = %36
  %71 = load i32, ptr %8, align 4, !dbg !727
  %72 = icmp slt i32 %71, 0, !dbg !729
  br i1 %72, label %73, label %74, !dbg !730

73:                                               ; preds = %70
  br label %136, !dbg !731

74:                                               ; preds = %70
  %75 = load i32, ptr %8, align 4, !dbg !732
  %76 = sext i32 %75 to i64, !dbg !733
  %77 = getelementptr inbounds [12 x i32], ptr %4, i64 0, i64 %76, !dbg !733
  store i32 1, ptr %77, align 4, !dbg !734
    #dbg_declare(ptr %10, !735, !DIExpression(), !737)
  store i32 0, ptr %10, align 4, !dbg !737
  br label %78, !dbg !738

78:                                               ; preds = %129, %74
  %79 = load i32, ptr %10, align 4, !dbg !739
  %80 = icmp slt i32 %79, 12, !dbg !741
  br i1 %80, label %81, label %132, !dbg !742

81:                                               ; preds = %78
  %82 = load i32, ptr %8, align 4, !dbg !743
  %83 = sext i32 %82 to i64, !dbg !745
  %84 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %83, !dbg !745
  %85 = load i32, ptr %10, align 4, !dbg !746
  %86 = sext i32 %85 to i64, !dbg !745
  %87 = getelementptr inbounds [12 x i32], ptr %84, i64 0, i64 %86, !dbg !745
  %88 = load i32, ptr %87, align 4, !dbg !745
  %89 = icmp ne i32 %88, 0, !dbg !745
  br i1 %89, label %90, label %128, !dbg !747

90:                                               ; preds = %81
  %91 = load i32, ptr %8, align 4, !dbg !748
  %92 = sext i32 %91 to i64, !dbg !749
  %93 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %92, !dbg !749
  %94 = load i32, ptr %93, align 4, !dbg !749
  %95 = load i32, ptr %8, align 4, !dbg !750
  %96 = sext i32 %95 to i64, !dbg !751
  %97 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %96, !dbg !751
  %98 = load i32, ptr %10, align 4, !dbg !752
  %99 = sext i32 %98 to i64, !dbg !751
  %100 = getelementptr inbounds [12 x i32], ptr %97, i64 0, i64 %99, !dbg !751
  %101 = load i32, ptr %100, align 4, !dbg !751
  %102 = add nsw i32 %94, %101, !dbg !753
  %103 = load i32, ptr %10, align 4, !dbg !754
  %104 = sext i32 %103 to i64, !dbg !755
  %105 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %104, !dbg !755
  %106 = load i32, ptr %105, align 4, !dbg !755
  %107 = icmp slt i32 %102, %106, !dbg !756
  br i1 %107, label %108, label %128, !dbg !757

108:                                              ; preds = %90
  %109 = load i32, ptr %8, align 4, !dbg !758
  %110 = sext i32 %109 to i64, !dbg !760
  %111 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %110, !dbg !760
  %112 = load i32, ptr %111, align 4, !dbg !760
  %113 = load i32, ptr %8, align 4, !dbg !761
  %114 = sext i32 %113 to i64, !dbg !762
  %115 = getelementptr inbounds [12 x [12 x i32]], ptr @adj, i64 0, i64 %114, !dbg !762
  %116 = load i32, ptr %10, align 4, !dbg !763
  %117 = sext i32 %116 to i64, !dbg !762
  %118 = getelementptr inbounds [12 x i32], ptr %115, i64 0, i64 %117, !dbg !762
  %119 = load i32, ptr %118, align 4, !dbg !762
  %120 = add nsw i32 %112, %119, !dbg !764
  %121 = load i32, ptr %10, align 4, !dbg !765
  %122 = sext i32 %121 to i64, !dbg !766
  %123 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %122, !dbg !766
  store i32 %120, ptr %123, align 4, !dbg !767
  %124 = load i32, ptr %8, align 4, !dbg !768
  %125 = load i32, ptr %10, align 4, !dbg !769
  %126 = sext i32 %125 to i64, !dbg !770
  %127 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %126, !dbg !770
  store i32 %124, ptr %127, align 4, !dbg !771
  br label %128, !dbg !772

128:                                              ; preds = %108, %90, %81
  br label %129, !dbg !773

129:                                              ; preds = %128
  %130 = load i32, ptr %10, align 4, !dbg !774
  %131 = add nsw i32 %130, 1, !dbg !774
  store i32 %131, ptr %10, align 4, !dbg !774
  br label %78, !dbg !775, !llvm.loop !776

132:                                              ; preds = %78
  br label %133, !dbg !778

133:                                              ; preds = %132
  %134 = load i32, ptr %7, align 4, !dbg !779
  %135 = add nsw i32 %134, 1, !dbg !779
  store i32 %135, ptr %7, align 4, !dbg !779
  br label %32, !dbg !780, !llvm.loop !781

136:                                              ; preds = %73, %32
    #dbg_declare(ptr %11, !783, !DIExpression(), !785)
  store i32 0, ptr %11, align 4, !dbg !785
  br label %137, !dbg !786

137:                                              ; preds = %184, %136
  %138 = load i32, ptr %11, align 4, !dbg !787
  %139 = icmp slt i32 %138, 12, !dbg !789
  br i1 %139, label %140, label %187, !dbg !790

140:                                              ; preds = %137
  %141 = load i32, ptr %11, align 4, !dbg !791
  %142 = sext i32 %141 to i64, !dbg !794
  %143 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %142, !dbg !794
  %144 = load i32, ptr %143, align 4, !dbg !794
  %145 = icmp eq i32 %144, 2147483647, !dbg !795
  br i1 %145, label %146, label %149, !dbg !796

146:                                              ; preds = %140
  %147 = load i32, ptr %11, align 4, !dbg !797
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %147), !dbg !799
  br label %184, !dbg !800

149:                                              ; preds = %140
    #dbg_declare(ptr %12, !801, !DIExpression(), !802)
    #dbg_declare(ptr %13, !803, !DIExpression(), !804)
  store i32 0, ptr %13, align 4, !dbg !804
    #dbg_declare(ptr %14, !805, !DIExpression(), !807)
  %150 = load i32, ptr %11, align 4, !dbg !808
  store i32 %150, ptr %14, align 4, !dbg !807
  br label %151, !dbg !809

151:                                              ; preds = %160, %149
  %152 = load i32, ptr %14, align 4, !dbg !810
  %153 = icmp sge i32 %152, 0, !dbg !812
  br i1 %153, label %154, label %165, !dbg !813

154:                                              ; preds = %151
  %155 = load i32, ptr %14, align 4, !dbg !814
  %156 = load i32, ptr %13, align 4, !dbg !815
  %157 = add nsw i32 %156, 1, !dbg !815
  store i32 %157, ptr %13, align 4, !dbg !815
  %158 = sext i32 %156 to i64, !dbg !816
  %159 = getelementptr inbounds [12 x i32], ptr %12, i64 0, i64 %158, !dbg !816
  store i32 %155, ptr %159, align 4, !dbg !817
  br label %160, !dbg !816

160:                                              ; preds = %154
  %161 = load i32, ptr %14, align 4, !dbg !818
  %162 = sext i32 %161 to i64, !dbg !819
  %163 = getelementptr inbounds [12 x i32], ptr %5, i64 0, i64 %162, !dbg !819
  %164 = load i32, ptr %163, align 4, !dbg !819
  store i32 %164, ptr %14, align 4, !dbg !820
  br label %151, !dbg !821, !llvm.loop !822

165:                                              ; preds = %151
  %166 = load i32, ptr %11, align 4, !dbg !824
  %167 = load i32, ptr %11, align 4, !dbg !825
  %168 = sext i32 %167 to i64, !dbg !826
  %169 = getelementptr inbounds [12 x i32], ptr %3, i64 0, i64 %168, !dbg !826
  %170 = load i32, ptr %169, align 4, !dbg !826
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %166, i32 noundef %170), !dbg !827
  br label %172, !dbg !828

172:                                              ; preds = %176, %165
  %173 = load i32, ptr %13, align 4, !dbg !829
  %174 = add nsw i32 %173, -1, !dbg !829
  store i32 %174, ptr %13, align 4, !dbg !829
  %175 = icmp ne i32 %173, 0, !dbg !828
  br i1 %175, label %176, label %182, !dbg !828

176:                                              ; preds = %172
  %177 = load i32, ptr %13, align 4, !dbg !830
  %178 = sext i32 %177 to i64, !dbg !831
  %179 = getelementptr inbounds [12 x i32], ptr %12, i64 0, i64 %178, !dbg !831
  %180 = load i32, ptr %179, align 4, !dbg !831
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %180), !dbg !832
  br label %172, !dbg !828, !llvm.loop !833

182:                                              ; preds = %172
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !835
  br label %184, !dbg !836

184:                                              ; preds = %182, %146
  %185 = load i32, ptr %11, align 4, !dbg !837
  %186 = add nsw i32 %185, 1, !dbg !837
  store i32 %186, ptr %11, align 4, !dbg !837
  br label %137, !dbg !838, !llvm.loop !839

187:                                              ; preds = %137
  ret void, !dbg !841
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unite(i32 noundef %0, i32 noundef %1) #0 !dbg !842 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !845, !DIExpression(), !846)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !847, !DIExpression(), !848)
  %6 = load i32, ptr %3, align 4, !dbg !849
  %7 = call i32 @find(i32 noundef %6), !dbg !850
  store i32 %7, ptr %3, align 4, !dbg !851
  %8 = load i32, ptr %4, align 4, !dbg !852
  %9 = call i32 @find(i32 noundef %8), !dbg !853
  store i32 %9, ptr %4, align 4, !dbg !854
  %10 = load i32, ptr %3, align 4, !dbg !855
  %11 = load i32, ptr %4, align 4, !dbg !857
  %12 = icmp eq i32 %10, %11, !dbg !858
  br i1 %12, label %13, label %14, !dbg !859

13:                                               ; preds = %2
  br label %48, !dbg !860

14:                                               ; preds = %2
  %15 = load i32, ptr %3, align 4, !dbg !861
  %16 = sext i32 %15 to i64, !dbg !863
  %17 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %16, !dbg !863
  %18 = load i32, ptr %17, align 4, !dbg !863
  %19 = load i32, ptr %4, align 4, !dbg !864
  %20 = sext i32 %19 to i64, !dbg !865
  %21 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %20, !dbg !865
  %22 = load i32, ptr %21, align 4, !dbg !865
  %23 = icmp slt i32 %18, %22, !dbg !866
  br i1 %23, label %24, label %28, !dbg !867

24:                                               ; preds = %14
    #dbg_declare(ptr %5, !868, !DIExpression(), !870)
  %25 = load i32, ptr %3, align 4, !dbg !871
  store i32 %25, ptr %5, align 4, !dbg !870
  %26 = load i32, ptr %4, align 4, !dbg !872
  store i32 %26, ptr %3, align 4, !dbg !873
  %27 = load i32, ptr %5, align 4, !dbg !874
  store i32 %27, ptr %4, align 4, !dbg !875
  br label %28, !dbg !876

28:                                               ; preds = %24, %14
  %29 = load i32, ptr %3, align 4, !dbg !877
  %30 = load i32, ptr %4, align 4, !dbg !878
  %31 = sext i32 %30 to i64, !dbg !879
  %32 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %31, !dbg !879
  store i32 %29, ptr %32, align 4, !dbg !880
  %33 = load i32, ptr %3, align 4, !dbg !881
  %34 = sext i32 %33 to i64, !dbg !883
  %35 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %34, !dbg !883
  %36 = load i32, ptr %35, align 4, !dbg !883
  %37 = load i32, ptr %4, align 4, !dbg !884
  %38 = sext i32 %37 to i64, !dbg !885
  %39 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %38, !dbg !885
  %40 = load i32, ptr %39, align 4, !dbg !885
  %41 = icmp eq i32 %36, %40, !dbg !886
  br i1 %41, label %42, label %48, !dbg !887

42:                                               ; preds = %28
  %43 = load i32, ptr %3, align 4, !dbg !888
  %44 = sext i32 %43 to i64, !dbg !889
  %45 = getelementptr inbounds [12 x i32], ptr @rnk, i64 0, i64 %44, !dbg !889
  %46 = load i32, ptr %45, align 4, !dbg !890
  %47 = add nsw i32 %46, 1, !dbg !890
  store i32 %47, ptr %45, align 4, !dbg !890
  br label %48, !dbg !889

48:                                               ; preds = %13, %42, %28
  ret void, !dbg !891
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(i32 noundef %0) #0 !dbg !892 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !895, !DIExpression(), !896)
  %3 = load i32, ptr %2, align 4, !dbg !897
  %4 = sext i32 %3 to i64, !dbg !898
  %5 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %4, !dbg !898
  %6 = load i32, ptr %5, align 4, !dbg !898
  %7 = load i32, ptr %2, align 4, !dbg !899
  %8 = icmp eq i32 %6, %7, !dbg !900
  br i1 %8, label %9, label %11, !dbg !898

9:                                                ; preds = %1
  %10 = load i32, ptr %2, align 4, !dbg !901
  br label %20, !dbg !898

11:                                               ; preds = %1
  %12 = load i32, ptr %2, align 4, !dbg !902
  %13 = sext i32 %12 to i64, !dbg !903
  %14 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %13, !dbg !903
  %15 = load i32, ptr %14, align 4, !dbg !903
  %16 = call i32 @find(i32 noundef %15), !dbg !904
  %17 = load i32, ptr %2, align 4, !dbg !905
  %18 = sext i32 %17 to i64, !dbg !906
  %19 = getelementptr inbounds [12 x i32], ptr @parent, i64 0, i64 %18, !dbg !906
  store i32 %16, ptr %19, align 4, !dbg !907
  br label %20, !dbg !898

20:                                               ; preds = %11, %9
  %21 = phi i32 [ %10, %9 ], [ %16, %11 ], !dbg !898
  ret i32 %21, !dbg !908
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!80, !81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "edges", scope: !2, file: !3, line: 90, type: !75, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 89, type: !4, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !74)
!3 = !DIFile(filename: "graph_algos.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6962f64155053d714065b1318fe81cf9")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0, !9, !15, !20, !25, !30, !35, !40, !45, !50, !54, !56, !58, !60, !65, !67, !72}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 103, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 200, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 25)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 104, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 18)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 24)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 32, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 126, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 16, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 16)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 157, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 488, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 61)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "adj", scope: !7, file: !3, line: 11, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 4608, elements: !48)
!48 = !{!49, !49}
!49 = !DISubrange(count: 12)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "disc", scope: !7, file: !3, line: 33, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 384, elements: !53)
!53 = !{!49}
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "fin", scope: !7, file: !3, line: 33, type: !52, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "parent", scope: !7, file: !3, line: 78, type: !52, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "rnk", scope: !7, file: !3, line: 78, type: !52, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 13)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "timer", scope: !7, file: !3, line: 33, type: !6, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 65, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 152, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 19)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !69, isLocal: true, isDefinition: true)
!74 = !{}
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 1344, elements: !77)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!77 = !{!78, !79}
!78 = !DISubrange(count: 14)
!79 = !DISubrange(count: 3)
!80 = !{i32 7, !"Dwarf Version", i32 5}
!81 = !{i32 2, !"Debug Info Version", i32 3}
!82 = !{i32 1, !"wchar_size", i32 4}
!83 = !{i32 8, !"PIC Level", i32 2}
!84 = !{i32 7, !"PIE Level", i32 2}
!85 = !{i32 7, !"uwtable", i32 2}
!86 = !{i32 7, !"frame-pointer", i32 2}
!87 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!88 = !DILocalVariable(name: "ne", scope: !2, file: !3, line: 93, type: !6)
!89 = !DILocation(line: 93, column: 9, scope: !2)
!90 = !DILocation(line: 94, column: 5, scope: !2)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 95, type: !6)
!92 = distinct !DILexicalBlock(scope: !2, file: !3, line: 95, column: 5)
!93 = !DILocation(line: 95, column: 14, scope: !92)
!94 = !DILocation(line: 95, column: 10, scope: !92)
!95 = !DILocation(line: 95, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 95, column: 5)
!97 = !DILocation(line: 95, column: 25, scope: !96)
!98 = !DILocation(line: 95, column: 23, scope: !96)
!99 = !DILocation(line: 95, column: 5, scope: !92)
!100 = !DILocation(line: 96, column: 47, scope: !96)
!101 = !DILocation(line: 96, column: 41, scope: !96)
!102 = !DILocation(line: 96, column: 19, scope: !96)
!103 = !DILocation(line: 96, column: 13, scope: !96)
!104 = !DILocation(line: 96, column: 9, scope: !96)
!105 = !DILocation(line: 96, column: 32, scope: !96)
!106 = !DILocation(line: 96, column: 26, scope: !96)
!107 = !DILocation(line: 96, column: 39, scope: !96)
!108 = !DILocation(line: 95, column: 30, scope: !96)
!109 = !DILocation(line: 95, column: 5, scope: !96)
!110 = distinct !{!110, !99, !111, !112}
!111 = !DILocation(line: 96, column: 51, scope: !92)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 97, column: 5, scope: !2)
!114 = !DILocation(line: 98, column: 5, scope: !2)
!115 = !DILocalVariable(name: "u", scope: !116, file: !3, line: 99, type: !6)
!116 = distinct !DILexicalBlock(scope: !2, file: !3, line: 99, column: 5)
!117 = !DILocation(line: 99, column: 14, scope: !116)
!118 = !DILocation(line: 99, column: 10, scope: !116)
!119 = !DILocation(line: 99, column: 21, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 99, column: 5)
!121 = !DILocation(line: 99, column: 23, scope: !120)
!122 = !DILocation(line: 99, column: 5, scope: !116)
!123 = !DILocation(line: 100, column: 19, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 100, column: 13)
!125 = !DILocation(line: 100, column: 14, scope: !124)
!126 = !DILocation(line: 100, column: 13, scope: !120)
!127 = !DILocation(line: 101, column: 17, scope: !124)
!128 = !DILocation(line: 101, column: 13, scope: !124)
!129 = !DILocation(line: 100, column: 20, scope: !124)
!130 = !DILocation(line: 99, column: 29, scope: !120)
!131 = !DILocation(line: 99, column: 5, scope: !120)
!132 = distinct !{!132, !122, !133, !112}
!133 = !DILocation(line: 101, column: 18, scope: !116)
!134 = !DILocalVariable(name: "u", scope: !135, file: !3, line: 102, type: !6)
!135 = distinct !DILexicalBlock(scope: !2, file: !3, line: 102, column: 5)
!136 = !DILocation(line: 102, column: 14, scope: !135)
!137 = !DILocation(line: 102, column: 10, scope: !135)
!138 = !DILocation(line: 102, column: 21, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 102, column: 5)
!140 = !DILocation(line: 102, column: 23, scope: !139)
!141 = !DILocation(line: 102, column: 5, scope: !135)
!142 = !DILocation(line: 103, column: 45, scope: !139)
!143 = !DILocation(line: 103, column: 53, scope: !139)
!144 = !DILocation(line: 103, column: 48, scope: !139)
!145 = !DILocation(line: 103, column: 61, scope: !139)
!146 = !DILocation(line: 103, column: 57, scope: !139)
!147 = !DILocation(line: 103, column: 9, scope: !139)
!148 = !DILocation(line: 102, column: 29, scope: !139)
!149 = !DILocation(line: 102, column: 5, scope: !139)
!150 = distinct !{!150, !141, !151, !112}
!151 = !DILocation(line: 103, column: 63, scope: !135)
!152 = !DILocation(line: 104, column: 5, scope: !2)
!153 = !DILocation(line: 105, column: 5, scope: !2)
!154 = !DILocation(line: 107, column: 15, scope: !2)
!155 = !DILocation(line: 108, column: 15, scope: !2)
!156 = !DILocalVariable(name: "indeg", scope: !2, file: !3, line: 109, type: !52)
!157 = !DILocation(line: 109, column: 9, scope: !2)
!158 = !DILocalVariable(name: "order", scope: !2, file: !3, line: 109, type: !52)
!159 = !DILocation(line: 109, column: 25, scope: !2)
!160 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 109, type: !6)
!161 = !DILocation(line: 109, column: 35, scope: !2)
!162 = !DILocalVariable(name: "q", scope: !2, file: !3, line: 109, type: !52)
!163 = !DILocation(line: 109, column: 42, scope: !2)
!164 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 109, type: !6)
!165 = !DILocation(line: 109, column: 48, scope: !2)
!166 = !DILocalVariable(name: "t", scope: !2, file: !3, line: 109, type: !6)
!167 = !DILocation(line: 109, column: 55, scope: !2)
!168 = !DILocalVariable(name: "u", scope: !169, file: !3, line: 110, type: !6)
!169 = distinct !DILexicalBlock(scope: !2, file: !3, line: 110, column: 5)
!170 = !DILocation(line: 110, column: 14, scope: !169)
!171 = !DILocation(line: 110, column: 10, scope: !169)
!172 = !DILocation(line: 110, column: 21, scope: !173)
!173 = distinct !DILexicalBlock(scope: !169, file: !3, line: 110, column: 5)
!174 = !DILocation(line: 110, column: 23, scope: !173)
!175 = !DILocation(line: 110, column: 5, scope: !169)
!176 = !DILocalVariable(name: "v", scope: !177, file: !3, line: 111, type: !6)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 111, column: 9)
!178 = !DILocation(line: 111, column: 18, scope: !177)
!179 = !DILocation(line: 111, column: 14, scope: !177)
!180 = !DILocation(line: 111, column: 25, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !3, line: 111, column: 9)
!182 = !DILocation(line: 111, column: 27, scope: !181)
!183 = !DILocation(line: 111, column: 9, scope: !177)
!184 = !DILocation(line: 112, column: 29, scope: !181)
!185 = !DILocation(line: 112, column: 25, scope: !181)
!186 = !DILocation(line: 112, column: 32, scope: !181)
!187 = !DILocation(line: 112, column: 35, scope: !181)
!188 = !DILocation(line: 112, column: 19, scope: !181)
!189 = !DILocation(line: 112, column: 13, scope: !181)
!190 = !DILocation(line: 112, column: 22, scope: !181)
!191 = !DILocation(line: 111, column: 33, scope: !181)
!192 = !DILocation(line: 111, column: 9, scope: !181)
!193 = distinct !{!193, !183, !194, !112}
!194 = !DILocation(line: 112, column: 38, scope: !177)
!195 = !DILocation(line: 110, column: 29, scope: !173)
!196 = !DILocation(line: 110, column: 5, scope: !173)
!197 = distinct !{!197, !175, !198, !112}
!198 = !DILocation(line: 112, column: 38, scope: !169)
!199 = !DILocalVariable(name: "u", scope: !200, file: !3, line: 113, type: !6)
!200 = distinct !DILexicalBlock(scope: !2, file: !3, line: 113, column: 5)
!201 = !DILocation(line: 113, column: 14, scope: !200)
!202 = !DILocation(line: 113, column: 10, scope: !200)
!203 = !DILocation(line: 113, column: 21, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !3, line: 113, column: 5)
!205 = !DILocation(line: 113, column: 23, scope: !204)
!206 = !DILocation(line: 113, column: 5, scope: !200)
!207 = !DILocation(line: 114, column: 20, scope: !208)
!208 = distinct !DILexicalBlock(scope: !204, file: !3, line: 114, column: 13)
!209 = !DILocation(line: 114, column: 14, scope: !208)
!210 = !DILocation(line: 114, column: 13, scope: !204)
!211 = !DILocation(line: 115, column: 22, scope: !208)
!212 = !DILocation(line: 115, column: 16, scope: !208)
!213 = !DILocation(line: 115, column: 13, scope: !208)
!214 = !DILocation(line: 115, column: 20, scope: !208)
!215 = !DILocation(line: 114, column: 21, scope: !208)
!216 = !DILocation(line: 113, column: 29, scope: !204)
!217 = !DILocation(line: 113, column: 5, scope: !204)
!218 = distinct !{!218, !206, !219, !112}
!219 = !DILocation(line: 115, column: 22, scope: !200)
!220 = !DILocation(line: 116, column: 5, scope: !2)
!221 = !DILocation(line: 116, column: 12, scope: !2)
!222 = !DILocation(line: 116, column: 16, scope: !2)
!223 = !DILocation(line: 116, column: 14, scope: !2)
!224 = !DILocalVariable(name: "u", scope: !225, file: !3, line: 117, type: !6)
!225 = distinct !DILexicalBlock(scope: !2, file: !3, line: 116, column: 19)
!226 = !DILocation(line: 117, column: 13, scope: !225)
!227 = !DILocation(line: 117, column: 20, scope: !225)
!228 = !DILocation(line: 117, column: 17, scope: !225)
!229 = !DILocation(line: 118, column: 22, scope: !225)
!230 = !DILocation(line: 118, column: 16, scope: !225)
!231 = !DILocation(line: 118, column: 9, scope: !225)
!232 = !DILocation(line: 118, column: 20, scope: !225)
!233 = !DILocalVariable(name: "v", scope: !234, file: !3, line: 119, type: !6)
!234 = distinct !DILexicalBlock(scope: !225, file: !3, line: 119, column: 9)
!235 = !DILocation(line: 119, column: 18, scope: !234)
!236 = !DILocation(line: 119, column: 14, scope: !234)
!237 = !DILocation(line: 119, column: 25, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !3, line: 119, column: 9)
!239 = !DILocation(line: 119, column: 27, scope: !238)
!240 = !DILocation(line: 119, column: 9, scope: !234)
!241 = !DILocation(line: 120, column: 21, scope: !242)
!242 = distinct !DILexicalBlock(scope: !238, file: !3, line: 120, column: 17)
!243 = !DILocation(line: 120, column: 17, scope: !242)
!244 = !DILocation(line: 120, column: 24, scope: !242)
!245 = !DILocation(line: 120, column: 27, scope: !242)
!246 = !DILocation(line: 120, column: 38, scope: !242)
!247 = !DILocation(line: 120, column: 32, scope: !242)
!248 = !DILocation(line: 120, column: 30, scope: !242)
!249 = !DILocation(line: 120, column: 41, scope: !242)
!250 = !DILocation(line: 120, column: 17, scope: !238)
!251 = !DILocation(line: 121, column: 26, scope: !242)
!252 = !DILocation(line: 121, column: 20, scope: !242)
!253 = !DILocation(line: 121, column: 17, scope: !242)
!254 = !DILocation(line: 121, column: 24, scope: !242)
!255 = !DILocation(line: 120, column: 44, scope: !242)
!256 = !DILocation(line: 119, column: 33, scope: !238)
!257 = !DILocation(line: 119, column: 9, scope: !238)
!258 = distinct !{!258, !240, !259, !112}
!259 = !DILocation(line: 121, column: 26, scope: !234)
!260 = distinct !{!260, !220, !261, !112}
!261 = !DILocation(line: 122, column: 5, scope: !2)
!262 = !DILocation(line: 123, column: 39, scope: !2)
!263 = !DILocation(line: 123, column: 5, scope: !2)
!264 = !DILocalVariable(name: "i", scope: !265, file: !3, line: 124, type: !6)
!265 = distinct !DILexicalBlock(scope: !2, file: !3, line: 124, column: 5)
!266 = !DILocation(line: 124, column: 14, scope: !265)
!267 = !DILocation(line: 124, column: 10, scope: !265)
!268 = !DILocation(line: 124, column: 21, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !3, line: 124, column: 5)
!270 = !DILocation(line: 124, column: 25, scope: !269)
!271 = !DILocation(line: 124, column: 23, scope: !269)
!272 = !DILocation(line: 124, column: 5, scope: !265)
!273 = !DILocation(line: 125, column: 29, scope: !269)
!274 = !DILocation(line: 125, column: 23, scope: !269)
!275 = !DILocation(line: 125, column: 9, scope: !269)
!276 = !DILocation(line: 124, column: 29, scope: !269)
!277 = !DILocation(line: 124, column: 5, scope: !269)
!278 = distinct !{!278, !272, !279, !112}
!279 = !DILocation(line: 125, column: 31, scope: !265)
!280 = !DILocation(line: 126, column: 5, scope: !2)
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 127, type: !6)
!282 = distinct !DILexicalBlock(scope: !2, file: !3, line: 127, column: 5)
!283 = !DILocation(line: 127, column: 14, scope: !282)
!284 = !DILocation(line: 127, column: 10, scope: !282)
!285 = !DILocation(line: 127, column: 21, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !3, line: 127, column: 5)
!287 = !DILocation(line: 127, column: 23, scope: !286)
!288 = !DILocation(line: 127, column: 5, scope: !282)
!289 = !DILocation(line: 128, column: 21, scope: !290)
!290 = distinct !DILexicalBlock(scope: !286, file: !3, line: 127, column: 33)
!291 = !DILocation(line: 128, column: 16, scope: !290)
!292 = !DILocation(line: 128, column: 9, scope: !290)
!293 = !DILocation(line: 128, column: 19, scope: !290)
!294 = !DILocation(line: 129, column: 13, scope: !290)
!295 = !DILocation(line: 129, column: 9, scope: !290)
!296 = !DILocation(line: 129, column: 16, scope: !290)
!297 = !DILocation(line: 130, column: 5, scope: !290)
!298 = !DILocation(line: 127, column: 29, scope: !286)
!299 = !DILocation(line: 127, column: 5, scope: !286)
!300 = distinct !{!300, !288, !301, !112}
!301 = !DILocation(line: 130, column: 5, scope: !282)
!302 = !DILocalVariable(name: "i", scope: !303, file: !3, line: 131, type: !6)
!303 = distinct !DILexicalBlock(scope: !2, file: !3, line: 131, column: 5)
!304 = !DILocation(line: 131, column: 14, scope: !303)
!305 = !DILocation(line: 131, column: 10, scope: !303)
!306 = !DILocation(line: 131, column: 21, scope: !307)
!307 = distinct !DILexicalBlock(scope: !303, file: !3, line: 131, column: 5)
!308 = !DILocation(line: 131, column: 25, scope: !307)
!309 = !DILocation(line: 131, column: 23, scope: !307)
!310 = !DILocation(line: 131, column: 5, scope: !303)
!311 = !DILocation(line: 132, column: 21, scope: !307)
!312 = !DILocation(line: 132, column: 15, scope: !307)
!313 = !DILocation(line: 132, column: 34, scope: !307)
!314 = !DILocation(line: 132, column: 28, scope: !307)
!315 = !DILocation(line: 132, column: 9, scope: !307)
!316 = !DILocation(line: 131, column: 30, scope: !307)
!317 = !DILocation(line: 131, column: 5, scope: !307)
!318 = distinct !{!318, !310, !319, !112}
!319 = !DILocation(line: 132, column: 39, scope: !303)
!320 = !DILocalVariable(name: "comps", scope: !2, file: !3, line: 133, type: !6)
!321 = !DILocation(line: 133, column: 9, scope: !2)
!322 = !DILocalVariable(name: "i", scope: !323, file: !3, line: 134, type: !6)
!323 = distinct !DILexicalBlock(scope: !2, file: !3, line: 134, column: 5)
!324 = !DILocation(line: 134, column: 14, scope: !323)
!325 = !DILocation(line: 134, column: 10, scope: !323)
!326 = !DILocation(line: 134, column: 21, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !3, line: 134, column: 5)
!328 = !DILocation(line: 134, column: 23, scope: !327)
!329 = !DILocation(line: 134, column: 5, scope: !323)
!330 = !DILocation(line: 135, column: 23, scope: !327)
!331 = !DILocation(line: 135, column: 18, scope: !327)
!332 = !DILocation(line: 135, column: 29, scope: !327)
!333 = !DILocation(line: 135, column: 26, scope: !327)
!334 = !DILocation(line: 135, column: 15, scope: !327)
!335 = !DILocation(line: 135, column: 9, scope: !327)
!336 = !DILocation(line: 134, column: 29, scope: !327)
!337 = !DILocation(line: 134, column: 5, scope: !327)
!338 = distinct !{!338, !329, !339, !112}
!339 = !DILocation(line: 135, column: 29, scope: !323)
!340 = !DILocation(line: 136, column: 31, scope: !2)
!341 = !DILocation(line: 136, column: 5, scope: !2)
!342 = !DILocalVariable(name: "i", scope: !343, file: !3, line: 137, type: !6)
!343 = distinct !DILexicalBlock(scope: !2, file: !3, line: 137, column: 5)
!344 = !DILocation(line: 137, column: 14, scope: !343)
!345 = !DILocation(line: 137, column: 10, scope: !343)
!346 = !DILocation(line: 137, column: 21, scope: !347)
!347 = distinct !DILexicalBlock(scope: !343, file: !3, line: 137, column: 5)
!348 = !DILocation(line: 137, column: 23, scope: !347)
!349 = !DILocation(line: 137, column: 5, scope: !343)
!350 = !DILocation(line: 138, column: 28, scope: !347)
!351 = !DILocation(line: 138, column: 23, scope: !347)
!352 = !DILocation(line: 138, column: 34, scope: !347)
!353 = !DILocation(line: 138, column: 31, scope: !347)
!354 = !DILocation(line: 138, column: 53, scope: !347)
!355 = !DILocation(line: 138, column: 48, scope: !347)
!356 = !DILocation(line: 138, column: 59, scope: !347)
!357 = !DILocation(line: 138, column: 56, scope: !347)
!358 = !DILocation(line: 138, column: 78, scope: !347)
!359 = !DILocation(line: 138, column: 73, scope: !347)
!360 = !DILocation(line: 138, column: 84, scope: !347)
!361 = !DILocation(line: 138, column: 81, scope: !347)
!362 = !DILocation(line: 138, column: 9, scope: !347)
!363 = !DILocation(line: 137, column: 29, scope: !347)
!364 = !DILocation(line: 137, column: 5, scope: !347)
!365 = distinct !{!365, !349, !366, !112}
!366 = !DILocation(line: 138, column: 102, scope: !343)
!367 = !DILocation(line: 139, column: 5, scope: !2)
!368 = !DILocalVariable(name: "d", scope: !2, file: !3, line: 140, type: !369)
!369 = !DICompositeType(tag: DW_TAG_array_type, baseType: !370, size: 9216, elements: !48)
!370 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!371 = !DILocation(line: 140, column: 10, scope: !2)
!372 = !DILocalVariable(name: "i", scope: !373, file: !3, line: 141, type: !6)
!373 = distinct !DILexicalBlock(scope: !2, file: !3, line: 141, column: 5)
!374 = !DILocation(line: 141, column: 14, scope: !373)
!375 = !DILocation(line: 141, column: 10, scope: !373)
!376 = !DILocation(line: 141, column: 21, scope: !377)
!377 = distinct !DILexicalBlock(scope: !373, file: !3, line: 141, column: 5)
!378 = !DILocation(line: 141, column: 23, scope: !377)
!379 = !DILocation(line: 141, column: 5, scope: !373)
!380 = !DILocalVariable(name: "j", scope: !381, file: !3, line: 142, type: !6)
!381 = distinct !DILexicalBlock(scope: !377, file: !3, line: 142, column: 9)
!382 = !DILocation(line: 142, column: 18, scope: !381)
!383 = !DILocation(line: 142, column: 14, scope: !381)
!384 = !DILocation(line: 142, column: 25, scope: !385)
!385 = distinct !DILexicalBlock(scope: !381, file: !3, line: 142, column: 9)
!386 = !DILocation(line: 142, column: 27, scope: !385)
!387 = !DILocation(line: 142, column: 9, scope: !381)
!388 = !DILocation(line: 143, column: 23, scope: !385)
!389 = !DILocation(line: 143, column: 28, scope: !385)
!390 = !DILocation(line: 143, column: 25, scope: !385)
!391 = !DILocation(line: 143, column: 40, scope: !385)
!392 = !DILocation(line: 143, column: 36, scope: !385)
!393 = !DILocation(line: 143, column: 43, scope: !385)
!394 = !DILocation(line: 143, column: 52, scope: !385)
!395 = !DILocation(line: 143, column: 48, scope: !385)
!396 = !DILocation(line: 143, column: 55, scope: !385)
!397 = !DILocation(line: 143, column: 15, scope: !385)
!398 = !DILocation(line: 143, column: 13, scope: !385)
!399 = !DILocation(line: 143, column: 18, scope: !385)
!400 = !DILocation(line: 143, column: 21, scope: !385)
!401 = !DILocation(line: 142, column: 33, scope: !385)
!402 = !DILocation(line: 142, column: 9, scope: !385)
!403 = distinct !{!403, !387, !404, !112}
!404 = !DILocation(line: 143, column: 60, scope: !381)
!405 = !DILocation(line: 141, column: 29, scope: !377)
!406 = !DILocation(line: 141, column: 5, scope: !377)
!407 = distinct !{!407, !379, !408, !112}
!408 = !DILocation(line: 143, column: 60, scope: !373)
!409 = !DILocalVariable(name: "k", scope: !410, file: !3, line: 144, type: !6)
!410 = distinct !DILexicalBlock(scope: !2, file: !3, line: 144, column: 5)
!411 = !DILocation(line: 144, column: 14, scope: !410)
!412 = !DILocation(line: 144, column: 10, scope: !410)
!413 = !DILocation(line: 144, column: 21, scope: !414)
!414 = distinct !DILexicalBlock(scope: !410, file: !3, line: 144, column: 5)
!415 = !DILocation(line: 144, column: 23, scope: !414)
!416 = !DILocation(line: 144, column: 5, scope: !410)
!417 = !DILocalVariable(name: "i", scope: !418, file: !3, line: 145, type: !6)
!418 = distinct !DILexicalBlock(scope: !414, file: !3, line: 145, column: 9)
!419 = !DILocation(line: 145, column: 18, scope: !418)
!420 = !DILocation(line: 145, column: 14, scope: !418)
!421 = !DILocation(line: 145, column: 25, scope: !422)
!422 = distinct !DILexicalBlock(scope: !418, file: !3, line: 145, column: 9)
!423 = !DILocation(line: 145, column: 27, scope: !422)
!424 = !DILocation(line: 145, column: 9, scope: !418)
!425 = !DILocalVariable(name: "j", scope: !426, file: !3, line: 146, type: !6)
!426 = distinct !DILexicalBlock(scope: !422, file: !3, line: 146, column: 13)
!427 = !DILocation(line: 146, column: 22, scope: !426)
!428 = !DILocation(line: 146, column: 18, scope: !426)
!429 = !DILocation(line: 146, column: 29, scope: !430)
!430 = distinct !DILexicalBlock(scope: !426, file: !3, line: 146, column: 13)
!431 = !DILocation(line: 146, column: 31, scope: !430)
!432 = !DILocation(line: 146, column: 13, scope: !426)
!433 = !DILocation(line: 147, column: 23, scope: !434)
!434 = distinct !DILexicalBlock(scope: !430, file: !3, line: 147, column: 21)
!435 = !DILocation(line: 147, column: 21, scope: !434)
!436 = !DILocation(line: 147, column: 26, scope: !434)
!437 = !DILocation(line: 147, column: 33, scope: !434)
!438 = !DILocation(line: 147, column: 31, scope: !434)
!439 = !DILocation(line: 147, column: 36, scope: !434)
!440 = !DILocation(line: 147, column: 29, scope: !434)
!441 = !DILocation(line: 147, column: 43, scope: !434)
!442 = !DILocation(line: 147, column: 41, scope: !434)
!443 = !DILocation(line: 147, column: 46, scope: !434)
!444 = !DILocation(line: 147, column: 39, scope: !434)
!445 = !DILocation(line: 147, column: 21, scope: !430)
!446 = !DILocation(line: 148, column: 33, scope: !434)
!447 = !DILocation(line: 148, column: 31, scope: !434)
!448 = !DILocation(line: 148, column: 36, scope: !434)
!449 = !DILocation(line: 148, column: 43, scope: !434)
!450 = !DILocation(line: 148, column: 41, scope: !434)
!451 = !DILocation(line: 148, column: 46, scope: !434)
!452 = !DILocation(line: 148, column: 39, scope: !434)
!453 = !DILocation(line: 148, column: 23, scope: !434)
!454 = !DILocation(line: 148, column: 21, scope: !434)
!455 = !DILocation(line: 148, column: 26, scope: !434)
!456 = !DILocation(line: 148, column: 29, scope: !434)
!457 = !DILocation(line: 147, column: 47, scope: !434)
!458 = !DILocation(line: 146, column: 37, scope: !430)
!459 = !DILocation(line: 146, column: 13, scope: !430)
!460 = distinct !{!460, !432, !461, !112}
!461 = !DILocation(line: 148, column: 47, scope: !426)
!462 = !DILocation(line: 145, column: 33, scope: !422)
!463 = !DILocation(line: 145, column: 9, scope: !422)
!464 = distinct !{!464, !424, !465, !112}
!465 = !DILocation(line: 148, column: 47, scope: !418)
!466 = !DILocation(line: 144, column: 29, scope: !414)
!467 = !DILocation(line: 144, column: 5, scope: !414)
!468 = distinct !{!468, !416, !469, !112}
!469 = !DILocation(line: 148, column: 47, scope: !410)
!470 = !DILocalVariable(name: "total", scope: !2, file: !3, line: 149, type: !370)
!471 = !DILocation(line: 149, column: 10, scope: !2)
!472 = !DILocalVariable(name: "reachable", scope: !2, file: !3, line: 150, type: !6)
!473 = !DILocation(line: 150, column: 9, scope: !2)
!474 = !DILocalVariable(name: "i", scope: !475, file: !3, line: 151, type: !6)
!475 = distinct !DILexicalBlock(scope: !2, file: !3, line: 151, column: 5)
!476 = !DILocation(line: 151, column: 14, scope: !475)
!477 = !DILocation(line: 151, column: 10, scope: !475)
!478 = !DILocation(line: 151, column: 21, scope: !479)
!479 = distinct !DILexicalBlock(scope: !475, file: !3, line: 151, column: 5)
!480 = !DILocation(line: 151, column: 23, scope: !479)
!481 = !DILocation(line: 151, column: 5, scope: !475)
!482 = !DILocalVariable(name: "j", scope: !483, file: !3, line: 152, type: !6)
!483 = distinct !DILexicalBlock(scope: !479, file: !3, line: 152, column: 9)
!484 = !DILocation(line: 152, column: 18, scope: !483)
!485 = !DILocation(line: 152, column: 14, scope: !483)
!486 = !DILocation(line: 152, column: 25, scope: !487)
!487 = distinct !DILexicalBlock(scope: !483, file: !3, line: 152, column: 9)
!488 = !DILocation(line: 152, column: 27, scope: !487)
!489 = !DILocation(line: 152, column: 9, scope: !483)
!490 = !DILocation(line: 153, column: 19, scope: !491)
!491 = distinct !DILexicalBlock(scope: !487, file: !3, line: 153, column: 17)
!492 = !DILocation(line: 153, column: 17, scope: !491)
!493 = !DILocation(line: 153, column: 22, scope: !491)
!494 = !DILocation(line: 153, column: 25, scope: !491)
!495 = !DILocation(line: 153, column: 17, scope: !487)
!496 = !DILocation(line: 154, column: 28, scope: !497)
!497 = distinct !DILexicalBlock(scope: !491, file: !3, line: 153, column: 36)
!498 = !DILocation(line: 154, column: 26, scope: !497)
!499 = !DILocation(line: 154, column: 31, scope: !497)
!500 = !DILocation(line: 154, column: 23, scope: !497)
!501 = !DILocation(line: 155, column: 26, scope: !497)
!502 = !DILocation(line: 156, column: 13, scope: !497)
!503 = !DILocation(line: 153, column: 27, scope: !491)
!504 = !DILocation(line: 152, column: 33, scope: !487)
!505 = !DILocation(line: 152, column: 9, scope: !487)
!506 = distinct !{!506, !489, !507, !112}
!507 = !DILocation(line: 156, column: 13, scope: !483)
!508 = !DILocation(line: 151, column: 29, scope: !479)
!509 = !DILocation(line: 151, column: 5, scope: !479)
!510 = distinct !{!510, !481, !511, !112}
!511 = !DILocation(line: 156, column: 13, scope: !475)
!512 = !DILocation(line: 157, column: 77, scope: !2)
!513 = !DILocation(line: 157, column: 88, scope: !2)
!514 = !DILocation(line: 158, column: 12, scope: !2)
!515 = !DILocation(line: 157, column: 5, scope: !2)
!516 = !DILocation(line: 159, column: 5, scope: !2)
!517 = distinct !DISubprogram(name: "bfs", scope: !3, file: !3, line: 13, type: !518, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !74)
!518 = !DISubroutineType(types: !519)
!519 = !{null, !6}
!520 = !DILocalVariable(name: "src", arg: 1, scope: !517, file: !3, line: 13, type: !6)
!521 = !DILocation(line: 13, column: 21, scope: !517)
!522 = !DILocalVariable(name: "dist", scope: !517, file: !3, line: 14, type: !52)
!523 = !DILocation(line: 14, column: 9, scope: !517)
!524 = !DILocalVariable(name: "queue", scope: !517, file: !3, line: 14, type: !52)
!525 = !DILocation(line: 14, column: 18, scope: !517)
!526 = !DILocalVariable(name: "head", scope: !517, file: !3, line: 14, type: !6)
!527 = !DILocation(line: 14, column: 28, scope: !517)
!528 = !DILocalVariable(name: "tail", scope: !517, file: !3, line: 14, type: !6)
!529 = !DILocation(line: 14, column: 38, scope: !517)
!530 = !DILocalVariable(name: "i", scope: !531, file: !3, line: 15, type: !6)
!531 = distinct !DILexicalBlock(scope: !517, file: !3, line: 15, column: 5)
!532 = !DILocation(line: 15, column: 14, scope: !531)
!533 = !DILocation(line: 15, column: 10, scope: !531)
!534 = !DILocation(line: 15, column: 21, scope: !535)
!535 = distinct !DILexicalBlock(scope: !531, file: !3, line: 15, column: 5)
!536 = !DILocation(line: 15, column: 23, scope: !535)
!537 = !DILocation(line: 15, column: 5, scope: !531)
!538 = !DILocation(line: 16, column: 14, scope: !535)
!539 = !DILocation(line: 16, column: 9, scope: !535)
!540 = !DILocation(line: 16, column: 17, scope: !535)
!541 = !DILocation(line: 15, column: 29, scope: !535)
!542 = !DILocation(line: 15, column: 5, scope: !535)
!543 = distinct !{!543, !537, !544, !112}
!544 = !DILocation(line: 16, column: 20, scope: !531)
!545 = !DILocation(line: 17, column: 10, scope: !517)
!546 = !DILocation(line: 17, column: 5, scope: !517)
!547 = !DILocation(line: 17, column: 15, scope: !517)
!548 = !DILocation(line: 18, column: 21, scope: !517)
!549 = !DILocation(line: 18, column: 15, scope: !517)
!550 = !DILocation(line: 18, column: 5, scope: !517)
!551 = !DILocation(line: 18, column: 19, scope: !517)
!552 = !DILocation(line: 19, column: 5, scope: !517)
!553 = !DILocation(line: 19, column: 12, scope: !517)
!554 = !DILocation(line: 19, column: 19, scope: !517)
!555 = !DILocation(line: 19, column: 17, scope: !517)
!556 = !DILocalVariable(name: "u", scope: !557, file: !3, line: 20, type: !6)
!557 = distinct !DILexicalBlock(scope: !517, file: !3, line: 19, column: 25)
!558 = !DILocation(line: 20, column: 13, scope: !557)
!559 = !DILocation(line: 20, column: 27, scope: !557)
!560 = !DILocation(line: 20, column: 17, scope: !557)
!561 = !DILocalVariable(name: "v", scope: !562, file: !3, line: 21, type: !6)
!562 = distinct !DILexicalBlock(scope: !557, file: !3, line: 21, column: 9)
!563 = !DILocation(line: 21, column: 18, scope: !562)
!564 = !DILocation(line: 21, column: 14, scope: !562)
!565 = !DILocation(line: 21, column: 25, scope: !566)
!566 = distinct !DILexicalBlock(scope: !562, file: !3, line: 21, column: 9)
!567 = !DILocation(line: 21, column: 27, scope: !566)
!568 = !DILocation(line: 21, column: 9, scope: !562)
!569 = !DILocation(line: 22, column: 21, scope: !570)
!570 = distinct !DILexicalBlock(scope: !566, file: !3, line: 22, column: 17)
!571 = !DILocation(line: 22, column: 17, scope: !570)
!572 = !DILocation(line: 22, column: 24, scope: !570)
!573 = !DILocation(line: 22, column: 27, scope: !570)
!574 = !DILocation(line: 22, column: 35, scope: !570)
!575 = !DILocation(line: 22, column: 30, scope: !570)
!576 = !DILocation(line: 22, column: 38, scope: !570)
!577 = !DILocation(line: 22, column: 17, scope: !566)
!578 = !DILocation(line: 23, column: 32, scope: !579)
!579 = distinct !DILexicalBlock(scope: !570, file: !3, line: 22, column: 43)
!580 = !DILocation(line: 23, column: 27, scope: !579)
!581 = !DILocation(line: 23, column: 35, scope: !579)
!582 = !DILocation(line: 23, column: 22, scope: !579)
!583 = !DILocation(line: 23, column: 17, scope: !579)
!584 = !DILocation(line: 23, column: 25, scope: !579)
!585 = !DILocation(line: 24, column: 33, scope: !579)
!586 = !DILocation(line: 24, column: 27, scope: !579)
!587 = !DILocation(line: 24, column: 17, scope: !579)
!588 = !DILocation(line: 24, column: 31, scope: !579)
!589 = !DILocation(line: 25, column: 13, scope: !579)
!590 = !DILocation(line: 22, column: 40, scope: !570)
!591 = !DILocation(line: 21, column: 33, scope: !566)
!592 = !DILocation(line: 21, column: 9, scope: !566)
!593 = distinct !{!593, !568, !594, !112}
!594 = !DILocation(line: 25, column: 13, scope: !562)
!595 = distinct !{!595, !552, !596, !112}
!596 = !DILocation(line: 26, column: 5, scope: !517)
!597 = !DILocation(line: 27, column: 28, scope: !517)
!598 = !DILocation(line: 27, column: 5, scope: !517)
!599 = !DILocalVariable(name: "i", scope: !600, file: !3, line: 28, type: !6)
!600 = distinct !DILexicalBlock(scope: !517, file: !3, line: 28, column: 5)
!601 = !DILocation(line: 28, column: 14, scope: !600)
!602 = !DILocation(line: 28, column: 10, scope: !600)
!603 = !DILocation(line: 28, column: 21, scope: !604)
!604 = distinct !DILexicalBlock(scope: !600, file: !3, line: 28, column: 5)
!605 = !DILocation(line: 28, column: 23, scope: !604)
!606 = !DILocation(line: 28, column: 5, scope: !600)
!607 = !DILocation(line: 29, column: 28, scope: !604)
!608 = !DILocation(line: 29, column: 23, scope: !604)
!609 = !DILocation(line: 29, column: 9, scope: !604)
!610 = !DILocation(line: 28, column: 29, scope: !604)
!611 = !DILocation(line: 28, column: 5, scope: !604)
!612 = distinct !{!612, !606, !613, !112}
!613 = !DILocation(line: 29, column: 30, scope: !600)
!614 = !DILocation(line: 30, column: 5, scope: !517)
!615 = !DILocation(line: 31, column: 1, scope: !517)
!616 = distinct !DISubprogram(name: "dfs", scope: !3, file: !3, line: 34, type: !518, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !74)
!617 = !DILocalVariable(name: "u", arg: 1, scope: !616, file: !3, line: 34, type: !6)
!618 = !DILocation(line: 34, column: 21, scope: !616)
!619 = !DILocation(line: 35, column: 15, scope: !616)
!620 = !DILocation(line: 35, column: 10, scope: !616)
!621 = !DILocation(line: 35, column: 5, scope: !616)
!622 = !DILocation(line: 35, column: 13, scope: !616)
!623 = !DILocalVariable(name: "v", scope: !624, file: !3, line: 36, type: !6)
!624 = distinct !DILexicalBlock(scope: !616, file: !3, line: 36, column: 5)
!625 = !DILocation(line: 36, column: 14, scope: !624)
!626 = !DILocation(line: 36, column: 10, scope: !624)
!627 = !DILocation(line: 36, column: 21, scope: !628)
!628 = distinct !DILexicalBlock(scope: !624, file: !3, line: 36, column: 5)
!629 = !DILocation(line: 36, column: 23, scope: !628)
!630 = !DILocation(line: 36, column: 5, scope: !624)
!631 = !DILocation(line: 37, column: 17, scope: !632)
!632 = distinct !DILexicalBlock(scope: !628, file: !3, line: 37, column: 13)
!633 = !DILocation(line: 37, column: 13, scope: !632)
!634 = !DILocation(line: 37, column: 20, scope: !632)
!635 = !DILocation(line: 37, column: 23, scope: !632)
!636 = !DILocation(line: 37, column: 32, scope: !632)
!637 = !DILocation(line: 37, column: 27, scope: !632)
!638 = !DILocation(line: 37, column: 13, scope: !628)
!639 = !DILocation(line: 38, column: 17, scope: !632)
!640 = !DILocation(line: 38, column: 13, scope: !632)
!641 = !DILocation(line: 37, column: 33, scope: !632)
!642 = !DILocation(line: 36, column: 29, scope: !628)
!643 = !DILocation(line: 36, column: 5, scope: !628)
!644 = distinct !{!644, !630, !645, !112}
!645 = !DILocation(line: 38, column: 18, scope: !624)
!646 = !DILocation(line: 39, column: 14, scope: !616)
!647 = !DILocation(line: 39, column: 9, scope: !616)
!648 = !DILocation(line: 39, column: 5, scope: !616)
!649 = !DILocation(line: 39, column: 12, scope: !616)
!650 = !DILocation(line: 40, column: 1, scope: !616)
!651 = distinct !DISubprogram(name: "dijkstra", scope: !3, file: !3, line: 42, type: !518, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !74)
!652 = !DILocalVariable(name: "src", arg: 1, scope: !651, file: !3, line: 42, type: !6)
!653 = !DILocation(line: 42, column: 26, scope: !651)
!654 = !DILocalVariable(name: "dist", scope: !651, file: !3, line: 43, type: !52)
!655 = !DILocation(line: 43, column: 9, scope: !651)
!656 = !DILocalVariable(name: "done", scope: !651, file: !3, line: 43, type: !52)
!657 = !DILocation(line: 43, column: 18, scope: !651)
!658 = !DILocalVariable(name: "prev", scope: !651, file: !3, line: 43, type: !52)
!659 = !DILocation(line: 43, column: 33, scope: !651)
!660 = !DILocalVariable(name: "i", scope: !661, file: !3, line: 44, type: !6)
!661 = distinct !DILexicalBlock(scope: !651, file: !3, line: 44, column: 5)
!662 = !DILocation(line: 44, column: 14, scope: !661)
!663 = !DILocation(line: 44, column: 10, scope: !661)
!664 = !DILocation(line: 44, column: 21, scope: !665)
!665 = distinct !DILexicalBlock(scope: !661, file: !3, line: 44, column: 5)
!666 = !DILocation(line: 44, column: 23, scope: !665)
!667 = !DILocation(line: 44, column: 5, scope: !661)
!668 = !DILocation(line: 45, column: 14, scope: !669)
!669 = distinct !DILexicalBlock(scope: !665, file: !3, line: 44, column: 33)
!670 = !DILocation(line: 45, column: 9, scope: !669)
!671 = !DILocation(line: 45, column: 17, scope: !669)
!672 = !DILocation(line: 46, column: 14, scope: !669)
!673 = !DILocation(line: 46, column: 9, scope: !669)
!674 = !DILocation(line: 46, column: 17, scope: !669)
!675 = !DILocation(line: 47, column: 5, scope: !669)
!676 = !DILocation(line: 44, column: 29, scope: !665)
!677 = !DILocation(line: 44, column: 5, scope: !665)
!678 = distinct !{!678, !667, !679, !112}
!679 = !DILocation(line: 47, column: 5, scope: !661)
!680 = !DILocation(line: 48, column: 10, scope: !651)
!681 = !DILocation(line: 48, column: 5, scope: !651)
!682 = !DILocation(line: 48, column: 15, scope: !651)
!683 = !DILocalVariable(name: "it", scope: !684, file: !3, line: 49, type: !6)
!684 = distinct !DILexicalBlock(scope: !651, file: !3, line: 49, column: 5)
!685 = !DILocation(line: 49, column: 14, scope: !684)
!686 = !DILocation(line: 49, column: 10, scope: !684)
!687 = !DILocation(line: 49, column: 22, scope: !688)
!688 = distinct !DILexicalBlock(scope: !684, file: !3, line: 49, column: 5)
!689 = !DILocation(line: 49, column: 25, scope: !688)
!690 = !DILocation(line: 49, column: 5, scope: !684)
!691 = !DILocalVariable(name: "u", scope: !692, file: !3, line: 50, type: !6)
!692 = distinct !DILexicalBlock(scope: !688, file: !3, line: 49, column: 36)
!693 = !DILocation(line: 50, column: 13, scope: !692)
!694 = !DILocalVariable(name: "i", scope: !695, file: !3, line: 51, type: !6)
!695 = distinct !DILexicalBlock(scope: !692, file: !3, line: 51, column: 9)
!696 = !DILocation(line: 51, column: 18, scope: !695)
!697 = !DILocation(line: 51, column: 14, scope: !695)
!698 = !DILocation(line: 51, column: 25, scope: !699)
!699 = distinct !DILexicalBlock(scope: !695, file: !3, line: 51, column: 9)
!700 = !DILocation(line: 51, column: 27, scope: !699)
!701 = !DILocation(line: 51, column: 9, scope: !695)
!702 = !DILocation(line: 52, column: 23, scope: !703)
!703 = distinct !DILexicalBlock(scope: !699, file: !3, line: 52, column: 17)
!704 = !DILocation(line: 52, column: 18, scope: !703)
!705 = !DILocation(line: 52, column: 26, scope: !703)
!706 = !DILocation(line: 52, column: 34, scope: !703)
!707 = !DILocation(line: 52, column: 29, scope: !703)
!708 = !DILocation(line: 52, column: 37, scope: !703)
!709 = !DILocation(line: 52, column: 44, scope: !703)
!710 = !DILocation(line: 52, column: 48, scope: !703)
!711 = !DILocation(line: 52, column: 50, scope: !703)
!712 = !DILocation(line: 52, column: 54, scope: !703)
!713 = !DILocation(line: 52, column: 62, scope: !703)
!714 = !DILocation(line: 52, column: 57, scope: !703)
!715 = !DILocation(line: 52, column: 72, scope: !703)
!716 = !DILocation(line: 52, column: 67, scope: !703)
!717 = !DILocation(line: 52, column: 65, scope: !703)
!718 = !DILocation(line: 52, column: 17, scope: !699)
!719 = !DILocation(line: 53, column: 21, scope: !703)
!720 = !DILocation(line: 53, column: 19, scope: !703)
!721 = !DILocation(line: 53, column: 17, scope: !703)
!722 = !DILocation(line: 52, column: 74, scope: !703)
!723 = !DILocation(line: 51, column: 33, scope: !699)
!724 = !DILocation(line: 51, column: 9, scope: !699)
!725 = distinct !{!725, !701, !726, !112}
!726 = !DILocation(line: 53, column: 21, scope: !695)
!727 = !DILocation(line: 54, column: 13, scope: !728)
!728 = distinct !DILexicalBlock(scope: !692, file: !3, line: 54, column: 13)
!729 = !DILocation(line: 54, column: 15, scope: !728)
!730 = !DILocation(line: 54, column: 13, scope: !692)
!731 = !DILocation(line: 55, column: 13, scope: !728)
!732 = !DILocation(line: 56, column: 14, scope: !692)
!733 = !DILocation(line: 56, column: 9, scope: !692)
!734 = !DILocation(line: 56, column: 17, scope: !692)
!735 = !DILocalVariable(name: "v", scope: !736, file: !3, line: 57, type: !6)
!736 = distinct !DILexicalBlock(scope: !692, file: !3, line: 57, column: 9)
!737 = !DILocation(line: 57, column: 18, scope: !736)
!738 = !DILocation(line: 57, column: 14, scope: !736)
!739 = !DILocation(line: 57, column: 25, scope: !740)
!740 = distinct !DILexicalBlock(scope: !736, file: !3, line: 57, column: 9)
!741 = !DILocation(line: 57, column: 27, scope: !740)
!742 = !DILocation(line: 57, column: 9, scope: !736)
!743 = !DILocation(line: 58, column: 21, scope: !744)
!744 = distinct !DILexicalBlock(scope: !740, file: !3, line: 58, column: 17)
!745 = !DILocation(line: 58, column: 17, scope: !744)
!746 = !DILocation(line: 58, column: 24, scope: !744)
!747 = !DILocation(line: 58, column: 27, scope: !744)
!748 = !DILocation(line: 58, column: 35, scope: !744)
!749 = !DILocation(line: 58, column: 30, scope: !744)
!750 = !DILocation(line: 58, column: 44, scope: !744)
!751 = !DILocation(line: 58, column: 40, scope: !744)
!752 = !DILocation(line: 58, column: 47, scope: !744)
!753 = !DILocation(line: 58, column: 38, scope: !744)
!754 = !DILocation(line: 58, column: 57, scope: !744)
!755 = !DILocation(line: 58, column: 52, scope: !744)
!756 = !DILocation(line: 58, column: 50, scope: !744)
!757 = !DILocation(line: 58, column: 17, scope: !740)
!758 = !DILocation(line: 59, column: 32, scope: !759)
!759 = distinct !DILexicalBlock(scope: !744, file: !3, line: 58, column: 61)
!760 = !DILocation(line: 59, column: 27, scope: !759)
!761 = !DILocation(line: 59, column: 41, scope: !759)
!762 = !DILocation(line: 59, column: 37, scope: !759)
!763 = !DILocation(line: 59, column: 44, scope: !759)
!764 = !DILocation(line: 59, column: 35, scope: !759)
!765 = !DILocation(line: 59, column: 22, scope: !759)
!766 = !DILocation(line: 59, column: 17, scope: !759)
!767 = !DILocation(line: 59, column: 25, scope: !759)
!768 = !DILocation(line: 60, column: 27, scope: !759)
!769 = !DILocation(line: 60, column: 22, scope: !759)
!770 = !DILocation(line: 60, column: 17, scope: !759)
!771 = !DILocation(line: 60, column: 25, scope: !759)
!772 = !DILocation(line: 61, column: 13, scope: !759)
!773 = !DILocation(line: 58, column: 58, scope: !744)
!774 = !DILocation(line: 57, column: 33, scope: !740)
!775 = !DILocation(line: 57, column: 9, scope: !740)
!776 = distinct !{!776, !742, !777, !112}
!777 = !DILocation(line: 61, column: 13, scope: !736)
!778 = !DILocation(line: 62, column: 5, scope: !692)
!779 = !DILocation(line: 49, column: 32, scope: !688)
!780 = !DILocation(line: 49, column: 5, scope: !688)
!781 = distinct !{!781, !690, !782, !112}
!782 = !DILocation(line: 62, column: 5, scope: !684)
!783 = !DILocalVariable(name: "t", scope: !784, file: !3, line: 63, type: !6)
!784 = distinct !DILexicalBlock(scope: !651, file: !3, line: 63, column: 5)
!785 = !DILocation(line: 63, column: 14, scope: !784)
!786 = !DILocation(line: 63, column: 10, scope: !784)
!787 = !DILocation(line: 63, column: 21, scope: !788)
!788 = distinct !DILexicalBlock(scope: !784, file: !3, line: 63, column: 5)
!789 = !DILocation(line: 63, column: 23, scope: !788)
!790 = !DILocation(line: 63, column: 5, scope: !784)
!791 = !DILocation(line: 64, column: 18, scope: !792)
!792 = distinct !DILexicalBlock(scope: !793, file: !3, line: 64, column: 13)
!793 = distinct !DILexicalBlock(scope: !788, file: !3, line: 63, column: 33)
!794 = !DILocation(line: 64, column: 13, scope: !792)
!795 = !DILocation(line: 64, column: 21, scope: !792)
!796 = !DILocation(line: 64, column: 13, scope: !793)
!797 = !DILocation(line: 65, column: 43, scope: !798)
!798 = distinct !DILexicalBlock(scope: !792, file: !3, line: 64, column: 29)
!799 = !DILocation(line: 65, column: 13, scope: !798)
!800 = !DILocation(line: 66, column: 13, scope: !798)
!801 = !DILocalVariable(name: "path", scope: !793, file: !3, line: 68, type: !52)
!802 = !DILocation(line: 68, column: 13, scope: !793)
!803 = !DILocalVariable(name: "n", scope: !793, file: !3, line: 68, type: !6)
!804 = !DILocation(line: 68, column: 22, scope: !793)
!805 = !DILocalVariable(name: "c", scope: !806, file: !3, line: 69, type: !6)
!806 = distinct !DILexicalBlock(scope: !793, file: !3, line: 69, column: 9)
!807 = !DILocation(line: 69, column: 18, scope: !806)
!808 = !DILocation(line: 69, column: 22, scope: !806)
!809 = !DILocation(line: 69, column: 14, scope: !806)
!810 = !DILocation(line: 69, column: 25, scope: !811)
!811 = distinct !DILexicalBlock(scope: !806, file: !3, line: 69, column: 9)
!812 = !DILocation(line: 69, column: 27, scope: !811)
!813 = !DILocation(line: 69, column: 9, scope: !806)
!814 = !DILocation(line: 70, column: 25, scope: !811)
!815 = !DILocation(line: 70, column: 19, scope: !811)
!816 = !DILocation(line: 70, column: 13, scope: !811)
!817 = !DILocation(line: 70, column: 23, scope: !811)
!818 = !DILocation(line: 69, column: 42, scope: !811)
!819 = !DILocation(line: 69, column: 37, scope: !811)
!820 = !DILocation(line: 69, column: 35, scope: !811)
!821 = !DILocation(line: 69, column: 9, scope: !811)
!822 = distinct !{!822, !813, !823, !112}
!823 = !DILocation(line: 70, column: 25, scope: !806)
!824 = !DILocation(line: 71, column: 38, scope: !793)
!825 = !DILocation(line: 71, column: 46, scope: !793)
!826 = !DILocation(line: 71, column: 41, scope: !793)
!827 = !DILocation(line: 71, column: 9, scope: !793)
!828 = !DILocation(line: 72, column: 9, scope: !793)
!829 = !DILocation(line: 72, column: 17, scope: !793)
!830 = !DILocation(line: 73, column: 32, scope: !793)
!831 = !DILocation(line: 73, column: 27, scope: !793)
!832 = !DILocation(line: 73, column: 13, scope: !793)
!833 = distinct !{!833, !828, !834, !112}
!834 = !DILocation(line: 73, column: 34, scope: !793)
!835 = !DILocation(line: 74, column: 9, scope: !793)
!836 = !DILocation(line: 75, column: 5, scope: !793)
!837 = !DILocation(line: 63, column: 29, scope: !788)
!838 = !DILocation(line: 63, column: 5, scope: !788)
!839 = distinct !{!839, !790, !840, !112}
!840 = !DILocation(line: 75, column: 5, scope: !784)
!841 = !DILocation(line: 76, column: 1, scope: !651)
!842 = distinct !DISubprogram(name: "unite", scope: !3, file: !3, line: 80, type: !843, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !74)
!843 = !DISubroutineType(types: !844)
!844 = !{null, !6, !6}
!845 = !DILocalVariable(name: "a", arg: 1, scope: !842, file: !3, line: 80, type: !6)
!846 = !DILocation(line: 80, column: 23, scope: !842)
!847 = !DILocalVariable(name: "b", arg: 2, scope: !842, file: !3, line: 80, type: !6)
!848 = !DILocation(line: 80, column: 30, scope: !842)
!849 = !DILocation(line: 81, column: 14, scope: !842)
!850 = !DILocation(line: 81, column: 9, scope: !842)
!851 = !DILocation(line: 81, column: 7, scope: !842)
!852 = !DILocation(line: 82, column: 14, scope: !842)
!853 = !DILocation(line: 82, column: 9, scope: !842)
!854 = !DILocation(line: 82, column: 7, scope: !842)
!855 = !DILocation(line: 83, column: 9, scope: !856)
!856 = distinct !DILexicalBlock(scope: !842, file: !3, line: 83, column: 9)
!857 = !DILocation(line: 83, column: 14, scope: !856)
!858 = !DILocation(line: 83, column: 11, scope: !856)
!859 = !DILocation(line: 83, column: 9, scope: !842)
!860 = !DILocation(line: 83, column: 17, scope: !856)
!861 = !DILocation(line: 84, column: 13, scope: !862)
!862 = distinct !DILexicalBlock(scope: !842, file: !3, line: 84, column: 9)
!863 = !DILocation(line: 84, column: 9, scope: !862)
!864 = !DILocation(line: 84, column: 22, scope: !862)
!865 = !DILocation(line: 84, column: 18, scope: !862)
!866 = !DILocation(line: 84, column: 16, scope: !862)
!867 = !DILocation(line: 84, column: 9, scope: !842)
!868 = !DILocalVariable(name: "t", scope: !869, file: !3, line: 84, type: !6)
!869 = distinct !DILexicalBlock(scope: !862, file: !3, line: 84, column: 26)
!870 = !DILocation(line: 84, column: 32, scope: !869)
!871 = !DILocation(line: 84, column: 36, scope: !869)
!872 = !DILocation(line: 84, column: 43, scope: !869)
!873 = !DILocation(line: 84, column: 41, scope: !869)
!874 = !DILocation(line: 84, column: 50, scope: !869)
!875 = !DILocation(line: 84, column: 48, scope: !869)
!876 = !DILocation(line: 84, column: 53, scope: !869)
!877 = !DILocation(line: 85, column: 17, scope: !842)
!878 = !DILocation(line: 85, column: 12, scope: !842)
!879 = !DILocation(line: 85, column: 5, scope: !842)
!880 = !DILocation(line: 85, column: 15, scope: !842)
!881 = !DILocation(line: 86, column: 13, scope: !882)
!882 = distinct !DILexicalBlock(scope: !842, file: !3, line: 86, column: 9)
!883 = !DILocation(line: 86, column: 9, scope: !882)
!884 = !DILocation(line: 86, column: 23, scope: !882)
!885 = !DILocation(line: 86, column: 19, scope: !882)
!886 = !DILocation(line: 86, column: 16, scope: !882)
!887 = !DILocation(line: 86, column: 9, scope: !842)
!888 = !DILocation(line: 86, column: 31, scope: !882)
!889 = !DILocation(line: 86, column: 27, scope: !882)
!890 = !DILocation(line: 86, column: 33, scope: !882)
!891 = !DILocation(line: 87, column: 1, scope: !842)
!892 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 79, type: !893, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !74)
!893 = !DISubroutineType(types: !894)
!894 = !{!6, !6}
!895 = !DILocalVariable(name: "x", arg: 1, scope: !892, file: !3, line: 79, type: !6)
!896 = !DILocation(line: 79, column: 21, scope: !892)
!897 = !DILocation(line: 79, column: 40, scope: !892)
!898 = !DILocation(line: 79, column: 33, scope: !892)
!899 = !DILocation(line: 79, column: 46, scope: !892)
!900 = !DILocation(line: 79, column: 43, scope: !892)
!901 = !DILocation(line: 79, column: 50, scope: !892)
!902 = !DILocation(line: 79, column: 79, scope: !892)
!903 = !DILocation(line: 79, column: 72, scope: !892)
!904 = !DILocation(line: 79, column: 67, scope: !892)
!905 = !DILocation(line: 79, column: 62, scope: !892)
!906 = !DILocation(line: 79, column: 55, scope: !892)
!907 = !DILocation(line: 79, column: 65, scope: !892)
!908 = !DILocation(line: 79, column: 26, scope: !892)
