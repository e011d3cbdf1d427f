; ModuleID = 'priority_queue.c'
source_filename = "priority_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.heap = type { ptr, i32, i32 }
%struct.event = type { i64, i32, i32 }

@__const.main.times = private unnamed_addr constant [10 x i64] [i64 50, i64 10, i64 30, i64 10, i64 70, i64 20, i64 10, i64 60, i64 40, i64 30], align 16
@.str = private unnamed_addr constant [11 x i8] c"pop order:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c" t%ld/k%d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [72 x i8] c"clock=%ld arrivals=%d served=%d,%d,%d queue=%d max_queue=%d pending=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [44 x i8] c"heapsort sorted=%d min=%d median=%d max=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !49 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.heap, align 8
  %3 = alloca i32, align 4
  %4 = alloca [10 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.event, align 8
  %7 = alloca %struct.event, align 8
  %8 = alloca i64, align 8
  %9 = alloca [3 x i32], align 4
  %10 = alloca [3 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %struct.event, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.event, align 8
  %17 = alloca %struct.event, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.event, align 8
  %21 = alloca %struct.event, align 8
  %22 = alloca [500 x i32], align 16
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !53, !DIExpression(), !65)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false), !dbg !65
    #dbg_declare(ptr %3, !66, !DIExpression(), !67)
  store i32 0, ptr %3, align 4, !dbg !67
    #dbg_declare(ptr %4, !68, !DIExpression(), !70)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.times, i64 80, i1 false), !dbg !70
    #dbg_declare(ptr %5, !71, !DIExpression(), !73)
  store i32 0, ptr %5, align 4, !dbg !73
  br label %28, !dbg !74

28:                                               ; preds = %46, %0
  %29 = load i32, ptr %5, align 4, !dbg !75
  %30 = icmp slt i32 %29, 10, !dbg !77
  br i1 %30, label %31, label %49, !dbg !78

31:                                               ; preds = %28
    #dbg_declare(ptr %6, !79, !DIExpression(), !81)
  %32 = getelementptr inbounds %struct.event, ptr %6, i32 0, i32 0, !dbg !82
  %33 = load i32, ptr %5, align 4, !dbg !83
  %34 = sext i32 %33 to i64, !dbg !84
  %35 = getelementptr inbounds [10 x i64], ptr %4, i64 0, i64 %34, !dbg !84
  %36 = load i64, ptr %35, align 8, !dbg !84
  store i64 %36, ptr %32, align 8, !dbg !82
  %37 = getelementptr inbounds %struct.event, ptr %6, i32 0, i32 1, !dbg !82
  %38 = load i32, ptr %3, align 4, !dbg !85
  %39 = add nsw i32 %38, 1, !dbg !85
  store i32 %39, ptr %3, align 4, !dbg !85
  store i32 %38, ptr %37, align 8, !dbg !82
  %40 = getelementptr inbounds %struct.event, ptr %6, i32 0, i32 2, !dbg !82
  %41 = load i32, ptr %5, align 4, !dbg !86
  store i32 %41, ptr %40, align 4, !dbg !82
  %42 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0, !dbg !87
  %43 = load i64, ptr %42, align 8, !dbg !87
  %44 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1, !dbg !87
  %45 = load i64, ptr %44, align 8, !dbg !87
  call void @heap_push(ptr noundef %2, i64 %43, i64 %45), !dbg !87
  br label %46, !dbg !88

46:                                               ; preds = %31
  %47 = load i32, ptr %5, align 4, !dbg !89
  %48 = add nsw i32 %47, 1, !dbg !89
  store i32 %48, ptr %5, align 4, !dbg !89
  br label %28, !dbg !90, !llvm.loop !91

49:                                               ; preds = %28
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !94
  br label %51, !dbg !95

51:                                               ; preds = %55, %49
  %52 = getelementptr inbounds %struct.heap, ptr %2, i32 0, i32 1, !dbg !96
  %53 = load i32, ptr %52, align 8, !dbg !96
  %54 = icmp ne i32 %53, 0, !dbg !95
  br i1 %54, label %55, label %66, !dbg !95

55:                                               ; preds = %51
    #dbg_declare(ptr %7, !97, !DIExpression(), !99)
  %56 = call { i64, i64 } @heap_pop(ptr noundef %2), !dbg !100
  %57 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0, !dbg !100
  %58 = extractvalue { i64, i64 } %56, 0, !dbg !100
  store i64 %58, ptr %57, align 8, !dbg !100
  %59 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1, !dbg !100
  %60 = extractvalue { i64, i64 } %56, 1, !dbg !100
  store i64 %60, ptr %59, align 8, !dbg !100
  %61 = getelementptr inbounds %struct.event, ptr %7, i32 0, i32 0, !dbg !101
  %62 = load i64, ptr %61, align 8, !dbg !101
  %63 = getelementptr inbounds %struct.event, ptr %7, i32 0, i32 2, !dbg !102
  %64 = load i32, ptr %63, align 4, !dbg !102
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %62, i32 noundef %64), !dbg !103
  br label %51, !dbg !95, !llvm.loop !104

66:                                               ; preds = %51
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !106
    #dbg_declare(ptr %8, !107, !DIExpression(), !108)
  store i64 0, ptr %8, align 8, !dbg !108
    #dbg_declare(ptr %9, !109, !DIExpression(), !113)
  call void @llvm.memset.p0.i64(ptr align 4 %9, i8 0, i64 12, i1 false), !dbg !113
    #dbg_declare(ptr %10, !114, !DIExpression(), !115)
  call void @llvm.memset.p0.i64(ptr align 4 %10, i8 0, i64 12, i1 false), !dbg !115
    #dbg_declare(ptr %11, !116, !DIExpression(), !117)
  store i32 0, ptr %11, align 4, !dbg !117
    #dbg_declare(ptr %12, !118, !DIExpression(), !119)
  store i32 0, ptr %12, align 4, !dbg !119
    #dbg_declare(ptr %13, !120, !DIExpression(), !122)
  store i32 99, ptr %13, align 4, !dbg !122
    #dbg_declare(ptr %14, !123, !DIExpression(), !124)
  %68 = getelementptr inbounds %struct.event, ptr %14, i32 0, i32 0, !dbg !125
  store i64 0, ptr %68, align 8, !dbg !125
  %69 = getelementptr inbounds %struct.event, ptr %14, i32 0, i32 1, !dbg !125
  %70 = load i32, ptr %3, align 4, !dbg !126
  %71 = add nsw i32 %70, 1, !dbg !126
  store i32 %71, ptr %3, align 4, !dbg !126
  store i32 %70, ptr %69, align 8, !dbg !125
  %72 = getelementptr inbounds %struct.event, ptr %14, i32 0, i32 2, !dbg !125
  store i32 -1, ptr %72, align 4, !dbg !125
  %73 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0, !dbg !127
  %74 = load i64, ptr %73, align 8, !dbg !127
  %75 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1, !dbg !127
  %76 = load i64, ptr %75, align 8, !dbg !127
  call void @heap_push(ptr noundef %2, i64 %74, i64 %76), !dbg !127
    #dbg_declare(ptr %15, !128, !DIExpression(), !129)
  store i32 0, ptr %15, align 4, !dbg !129
  br label %77, !dbg !130

77:                                               ; preds = %210, %66
  %78 = getelementptr inbounds %struct.heap, ptr %2, i32 0, i32 1, !dbg !131
  %79 = load i32, ptr %78, align 8, !dbg !131
  %80 = icmp ne i32 %79, 0, !dbg !132
  br i1 %80, label %81, label %84, !dbg !133

81:                                               ; preds = %77
  %82 = load i64, ptr %8, align 8, !dbg !134
  %83 = icmp slt i64 %82, 5000, !dbg !135
  br label %84

84:                                               ; preds = %81, %77
  %85 = phi i1 [ false, %77 ], [ %83, %81 ], !dbg !136
  br i1 %85, label %86, label %211, !dbg !130

86:                                               ; preds = %84
    #dbg_declare(ptr %16, !137, !DIExpression(), !139)
  %87 = call { i64, i64 } @heap_pop(ptr noundef %2), !dbg !140
  %88 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0, !dbg !140
  %89 = extractvalue { i64, i64 } %87, 0, !dbg !140
  store i64 %89, ptr %88, align 8, !dbg !140
  %90 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1, !dbg !140
  %91 = extractvalue { i64, i64 } %87, 1, !dbg !140
  store i64 %91, ptr %90, align 8, !dbg !140
  %92 = getelementptr inbounds %struct.event, ptr %16, i32 0, i32 0, !dbg !141
  %93 = load i64, ptr %92, align 8, !dbg !141
  store i64 %93, ptr %8, align 8, !dbg !142
  %94 = getelementptr inbounds %struct.event, ptr %16, i32 0, i32 2, !dbg !143
  %95 = load i32, ptr %94, align 4, !dbg !143
  %96 = icmp slt i32 %95, 0, !dbg !145
  br i1 %96, label %97, label %171, !dbg !146

97:                                               ; preds = %86
  %98 = load i32, ptr %15, align 4, !dbg !147
  %99 = add nsw i32 %98, 1, !dbg !147
  store i32 %99, ptr %15, align 4, !dbg !147
  %100 = load i32, ptr %13, align 4, !dbg !149
  %101 = mul i32 %100, 1103515245, !dbg !150
  %102 = add i32 %101, 12345, !dbg !151
  store i32 %102, ptr %13, align 4, !dbg !152
    #dbg_declare(ptr %17, !153, !DIExpression(), !154)
  %103 = getelementptr inbounds %struct.event, ptr %17, i32 0, i32 0, !dbg !155
  %104 = load i64, ptr %8, align 8, !dbg !156
  %105 = add nsw i64 %104, 1, !dbg !157
  %106 = load i32, ptr %13, align 4, !dbg !158
  %107 = lshr i32 %106, 16, !dbg !159
  %108 = zext i32 %107 to i64, !dbg !160
  %109 = srem i64 %108, 20, !dbg !161
  %110 = add nsw i64 %105, %109, !dbg !162
  store i64 %110, ptr %103, align 8, !dbg !155
  %111 = getelementptr inbounds %struct.event, ptr %17, i32 0, i32 1, !dbg !155
  %112 = load i32, ptr %3, align 4, !dbg !163
  %113 = add nsw i32 %112, 1, !dbg !163
  store i32 %113, ptr %3, align 4, !dbg !163
  store i32 %112, ptr %111, align 8, !dbg !155
  %114 = getelementptr inbounds %struct.event, ptr %17, i32 0, i32 2, !dbg !155
  store i32 -1, ptr %114, align 4, !dbg !155
  %115 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0, !dbg !164
  %116 = load i64, ptr %115, align 8, !dbg !164
  %117 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1, !dbg !164
  %118 = load i64, ptr %117, align 8, !dbg !164
  call void @heap_push(ptr noundef %2, i64 %116, i64 %118), !dbg !164
    #dbg_declare(ptr %18, !165, !DIExpression(), !166)
  store i32 -1, ptr %18, align 4, !dbg !166
    #dbg_declare(ptr %19, !167, !DIExpression(), !169)
  store i32 0, ptr %19, align 4, !dbg !169
  br label %119, !dbg !170

119:                                              ; preds = %131, %97
  %120 = load i32, ptr %19, align 4, !dbg !171
  %121 = icmp slt i32 %120, 3, !dbg !173
  br i1 %121, label %122, label %134, !dbg !174

122:                                              ; preds = %119
  %123 = load i32, ptr %19, align 4, !dbg !175
  %124 = sext i32 %123 to i64, !dbg !177
  %125 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 %124, !dbg !177
  %126 = load i32, ptr %125, align 4, !dbg !177
  %127 = icmp ne i32 %126, 0, !dbg !177
  br i1 %127, label %130, label %128, !dbg !178

128:                                              ; preds = %122
  %129 = load i32, ptr %19, align 4, !dbg !179
  store i32 %129, ptr %18, align 4, !dbg !181
  br label %134, !dbg !182

130:                                              ; preds = %122
  br label %131, !dbg !183

131:                                              ; preds = %130
  %132 = load i32, ptr %19, align 4, !dbg !184
  %133 = add nsw i32 %132, 1, !dbg !184
  store i32 %133, ptr %19, align 4, !dbg !184
  br label %119, !dbg !185, !llvm.loop !186

134:                                              ; preds = %128, %119
  %135 = load i32, ptr %18, align 4, !dbg !188
  %136 = icmp slt i32 %135, 0, !dbg !190
  br i1 %136, label %137, label %146, !dbg !191

137:                                              ; preds = %134
  %138 = load i32, ptr %11, align 4, !dbg !192
  %139 = add nsw i32 %138, 1, !dbg !192
  store i32 %139, ptr %11, align 4, !dbg !192
  %140 = load i32, ptr %11, align 4, !dbg !194
  %141 = load i32, ptr %12, align 4, !dbg !196
  %142 = icmp sgt i32 %140, %141, !dbg !197
  br i1 %142, label %143, label %145, !dbg !198

143:                                              ; preds = %137
  %144 = load i32, ptr %11, align 4, !dbg !199
  store i32 %144, ptr %12, align 4, !dbg !200
  br label %145, !dbg !201

145:                                              ; preds = %143, %137
  br label %170, !dbg !202

146:                                              ; preds = %134
  %147 = load i32, ptr %18, align 4, !dbg !203
  %148 = sext i32 %147 to i64, !dbg !205
  %149 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 %148, !dbg !205
  store i32 1, ptr %149, align 4, !dbg !206
  %150 = load i32, ptr %13, align 4, !dbg !207
  %151 = mul i32 %150, 1103515245, !dbg !208
  %152 = add i32 %151, 12345, !dbg !209
  store i32 %152, ptr %13, align 4, !dbg !210
    #dbg_declare(ptr %20, !211, !DIExpression(), !212)
  %153 = getelementptr inbounds %struct.event, ptr %20, i32 0, i32 0, !dbg !213
  %154 = load i64, ptr %8, align 8, !dbg !214
  %155 = add nsw i64 %154, 5, !dbg !215
  %156 = load i32, ptr %13, align 4, !dbg !216
  %157 = lshr i32 %156, 16, !dbg !217
  %158 = zext i32 %157 to i64, !dbg !218
  %159 = srem i64 %158, 40, !dbg !219
  %160 = add nsw i64 %155, %159, !dbg !220
  store i64 %160, ptr %153, align 8, !dbg !213
  %161 = getelementptr inbounds %struct.event, ptr %20, i32 0, i32 1, !dbg !213
  %162 = load i32, ptr %3, align 4, !dbg !221
  %163 = add nsw i32 %162, 1, !dbg !221
  store i32 %163, ptr %3, align 4, !dbg !221
  store i32 %162, ptr %161, align 8, !dbg !213
  %164 = getelementptr inbounds %struct.event, ptr %20, i32 0, i32 2, !dbg !213
  %165 = load i32, ptr %18, align 4, !dbg !222
  store i32 %165, ptr %164, align 4, !dbg !213
  %166 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0, !dbg !223
  %167 = load i64, ptr %166, align 8, !dbg !223
  %168 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1, !dbg !223
  %169 = load i64, ptr %168, align 8, !dbg !223
  call void @heap_push(ptr noundef %2, i64 %167, i64 %169), !dbg !223
  br label %170

170:                                              ; preds = %146, %145
  br label %210, !dbg !224

171:                                              ; preds = %86
  %172 = getelementptr inbounds %struct.event, ptr %16, i32 0, i32 2, !dbg !225
  %173 = load i32, ptr %172, align 4, !dbg !225
  %174 = sext i32 %173 to i64, !dbg !227
  %175 = getelementptr inbounds [3 x i32], ptr %9, i64 0, i64 %174, !dbg !227
  %176 = load i32, ptr %175, align 4, !dbg !228
  %177 = add nsw i32 %176, 1, !dbg !228
  store i32 %177, ptr %175, align 4, !dbg !228
  %178 = load i32, ptr %11, align 4, !dbg !229
  %179 = icmp ne i32 %178, 0, !dbg !229
  br i1 %179, label %180, label %204, !dbg !231

180:                                              ; preds = %171
  %181 = load i32, ptr %11, align 4, !dbg !232
  %182 = add nsw i32 %181, -1, !dbg !232
  store i32 %182, ptr %11, align 4, !dbg !232
  %183 = load i32, ptr %13, align 4, !dbg !234
  %184 = mul i32 %183, 1103515245, !dbg !235
  %185 = add i32 %184, 12345, !dbg !236
  store i32 %185, ptr %13, align 4, !dbg !237
    #dbg_declare(ptr %21, !238, !DIExpression(), !239)
  %186 = getelementptr inbounds %struct.event, ptr %21, i32 0, i32 0, !dbg !240
  %187 = load i64, ptr %8, align 8, !dbg !241
  %188 = add nsw i64 %187, 5, !dbg !242
  %189 = load i32, ptr %13, align 4, !dbg !243
  %190 = lshr i32 %189, 16, !dbg !244
  %191 = zext i32 %190 to i64, !dbg !245
  %192 = srem i64 %191, 40, !dbg !246
  %193 = add nsw i64 %188, %192, !dbg !247
  store i64 %193, ptr %186, align 8, !dbg !240
  %194 = getelementptr inbounds %struct.event, ptr %21, i32 0, i32 1, !dbg !240
  %195 = load i32, ptr %3, align 4, !dbg !248
  %196 = add nsw i32 %195, 1, !dbg !248
  store i32 %196, ptr %3, align 4, !dbg !248
  store i32 %195, ptr %194, align 8, !dbg !240
  %197 = getelementptr inbounds %struct.event, ptr %21, i32 0, i32 2, !dbg !240
  %198 = getelementptr inbounds %struct.event, ptr %16, i32 0, i32 2, !dbg !249
  %199 = load i32, ptr %198, align 4, !dbg !249
  store i32 %199, ptr %197, align 4, !dbg !240
  %200 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0, !dbg !250
  %201 = load i64, ptr %200, align 8, !dbg !250
  %202 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1, !dbg !250
  %203 = load i64, ptr %202, align 8, !dbg !250
  call void @heap_push(ptr noundef %2, i64 %201, i64 %203), !dbg !250
  br label %209, !dbg !251

204:                                              ; preds = %171
  %205 = getelementptr inbounds %struct.event, ptr %16, i32 0, i32 2, !dbg !252
  %206 = load i32, ptr %205, align 4, !dbg !252
  %207 = sext i32 %206 to i64, !dbg !254
  %208 = getelementptr inbounds [3 x i32], ptr %10, i64 0, i64 %207, !dbg !254
  store i32 0, ptr %208, align 4, !dbg !255
  br label %209

209:                                              ; preds = %204, %180
  br label %210

210:                                              ; preds = %209, %170
  br label %77, !dbg !130, !llvm.loop !256

211:                                              ; preds = %84
  %212 = load i64, ptr %8, align 8, !dbg !258
  %213 = load i32, ptr %15, align 4, !dbg !259
  %214 = getelementptr inbounds [3 x i32], ptr %9, i64 0, i64 0, !dbg !260
  %215 = load i32, ptr %214, align 4, !dbg !260
  %216 = getelementptr inbounds [3 x i32], ptr %9, i64 0, i64 1, !dbg !261
  %217 = load i32, ptr %216, align 4, !dbg !261
  %218 = getelementptr inbounds [3 x i32], ptr %9, i64 0, i64 2, !dbg !262
  %219 = load i32, ptr %218, align 4, !dbg !262
  %220 = load i32, ptr %11, align 4, !dbg !263
  %221 = load i32, ptr %12, align 4, !dbg !264
  %222 = getelementptr inbounds %struct.heap, ptr %2, i32 0, i32 1, !dbg !265
  %223 = load i32, ptr %222, align 8, !dbg !265
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %212, i32 noundef %213, i32 noundef %215, i32 noundef %217, i32 noundef %219, i32 noundef %220, i32 noundef %221, i32 noundef %223), !dbg !266
  %225 = getelementptr inbounds %struct.heap, ptr %2, i32 0, i32 0, !dbg !267
  %226 = load ptr, ptr %225, align 8, !dbg !267
  call void @free(ptr noundef %226) #6, !dbg !268
    #dbg_declare(ptr %22, !269, !DIExpression(), !273)
    #dbg_declare(ptr %23, !274, !DIExpression(), !275)
  store i32 5, ptr %23, align 4, !dbg !275
    #dbg_declare(ptr %24, !276, !DIExpression(), !278)
  store i32 0, ptr %24, align 4, !dbg !278
  br label %227, !dbg !279

227:                                              ; preds = %240, %211
  %228 = load i32, ptr %24, align 4, !dbg !280
  %229 = icmp slt i32 %228, 500, !dbg !282
  br i1 %229, label %230, label %243, !dbg !283

230:                                              ; preds = %227
  %231 = load i32, ptr %23, align 4, !dbg !284
  %232 = mul i32 %231, 69069, !dbg !286
  %233 = add i32 %232, 1, !dbg !287
  store i32 %233, ptr %23, align 4, !dbg !288
  %234 = load i32, ptr %23, align 4, !dbg !289
  %235 = lshr i32 %234, 20, !dbg !290
  %236 = sub nsw i32 %235, 2048, !dbg !291
  %237 = load i32, ptr %24, align 4, !dbg !292
  %238 = sext i32 %237 to i64, !dbg !293
  %239 = getelementptr inbounds [500 x i32], ptr %22, i64 0, i64 %238, !dbg !293
  store i32 %236, ptr %239, align 4, !dbg !294
  br label %240, !dbg !295

240:                                              ; preds = %230
  %241 = load i32, ptr %24, align 4, !dbg !296
  %242 = add nsw i32 %241, 1, !dbg !296
  store i32 %242, ptr %24, align 4, !dbg !296
  br label %227, !dbg !297, !llvm.loop !298

243:                                              ; preds = %227
  %244 = getelementptr inbounds [500 x i32], ptr %22, i64 0, i64 0, !dbg !300
  call void @heapsort(ptr noundef %244, i32 noundef 500), !dbg !301
    #dbg_declare(ptr %25, !302, !DIExpression(), !303)
  store i32 1, ptr %25, align 4, !dbg !303
    #dbg_declare(ptr %26, !304, !DIExpression(), !306)
  store i32 1, ptr %26, align 4, !dbg !306
  br label %245, !dbg !307

245:                                              ; preds = %261, %243
  %246 = load i32, ptr %26, align 4, !dbg !308
  %247 = icmp slt i32 %246, 500, !dbg !310
  br i1 %247, label %248, label %264, !dbg !311

248:                                              ; preds = %245
  %249 = load i32, ptr %26, align 4, !dbg !312
  %250 = sub nsw i32 %249, 1, !dbg !314
  %251 = sext i32 %250 to i64, !dbg !315
  %252 = getelementptr inbounds [500 x i32], ptr %22, i64 0, i64 %251, !dbg !315
  %253 = load i32, ptr %252, align 4, !dbg !315
  %254 = load i32, ptr %26, align 4, !dbg !316
  %255 = sext i32 %254 to i64, !dbg !317
  %256 = getelementptr inbounds [500 x i32], ptr %22, i64 0, i64 %255, !dbg !317
  %257 = load i32, ptr %256, align 4, !dbg !317
  %258 = icmp sgt i32 %253, %257, !dbg !318
  br i1 %258, label %259, label %260, !dbg !319

259:                                              ; preds = %248
  store i32 0, ptr %25, align 4, !dbg !320
  br label %260, !dbg !321

260:                                              ; preds = %259, %248
  br label %261, !dbg !322

261:                                              ; preds = %260
  %262 = load i32, ptr %26, align 4, !dbg !323
  %263 = add nsw i32 %262, 1, !dbg !323
  store i32 %263, ptr %26, align 4, !dbg !323
  br label %245, !dbg !324, !llvm.loop !325

264:                                              ; preds = %245
  %265 = load i32, ptr %25, align 4, !dbg !327
  %266 = getelementptr inbounds [500 x i32], ptr %22, i64 0, i64 0, !dbg !328
  %267 = load i32, ptr %266, align 16, !dbg !328
  %268 = getelementptr inbounds [500 x i32], ptr %22, i64 0, i64 250, !dbg !329
  %269 = load i32, ptr %268, align 8, !dbg !329
  %270 = getelementptr inbounds [500 x i32], ptr %22, i64 0, i64 499, !dbg !330
  %271 = load i32, ptr %270, align 4, !dbg !330
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %265, i32 noundef %267, i32 noundef %269, i32 noundef %271), !dbg !331
    #dbg_declare(ptr %27, !332, !DIExpression(), !334)
  store i32 0, ptr %27, align 4, !dbg !334
  br label %273, !dbg !335

273:                                              ; preds = %282, %264
  %274 = load i32, ptr %27, align 4, !dbg !336
  %275 = icmp slt i32 %274, 500, !dbg !338
  br i1 %275, label %276, label %285, !dbg !339

276:                                              ; preds = %273
  %277 = load i32, ptr %27, align 4, !dbg !340
  %278 = sext i32 %277 to i64, !dbg !341
  %279 = getelementptr inbounds [500 x i32], ptr %22, i64 0, i64 %278, !dbg !341
  %280 = load i32, ptr %279, align 4, !dbg !341
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %280), !dbg !342
  br label %282, !dbg !342

282:                                              ; preds = %276
  %283 = load i32, ptr %27, align 4, !dbg !343
  %284 = add nsw i32 %283, 50, !dbg !343
  store i32 %284, ptr %27, align 4, !dbg !343
  br label %273, !dbg !344, !llvm.loop !345

285:                                              ; preds = %273
  %286 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !347
  ret i32 0, !dbg !348
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heap_push(ptr noundef %0, i64 %1, i64 %2) #0 !dbg !349 {
  %4 = alloca %struct.event, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 8
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !353, !DIExpression(), !354)
    #dbg_declare(ptr %4, !355, !DIExpression(), !356)
  %10 = load ptr, ptr %5, align 8, !dbg !357
  %11 = getelementptr inbounds %struct.heap, ptr %10, i32 0, i32 1, !dbg !359
  %12 = load i32, ptr %11, align 8, !dbg !359
  %13 = load ptr, ptr %5, align 8, !dbg !360
  %14 = getelementptr inbounds %struct.heap, ptr %13, i32 0, i32 2, !dbg !361
  %15 = load i32, ptr %14, align 4, !dbg !361
  %16 = icmp eq i32 %12, %15, !dbg !362
  br i1 %16, label %17, label %43, !dbg !363

17:                                               ; preds = %3
  %18 = load ptr, ptr %5, align 8, !dbg !364
  %19 = getelementptr inbounds %struct.heap, ptr %18, i32 0, i32 2, !dbg !366
  %20 = load i32, ptr %19, align 4, !dbg !366
  %21 = icmp ne i32 %20, 0, !dbg !364
  br i1 %21, label %22, label %27, !dbg !364

22:                                               ; preds = %17
  %23 = load ptr, ptr %5, align 8, !dbg !367
  %24 = getelementptr inbounds %struct.heap, ptr %23, i32 0, i32 2, !dbg !368
  %25 = load i32, ptr %24, align 4, !dbg !368
  %26 = mul nsw i32 %25, 2, !dbg !369
  br label %28, !dbg !364

27:                                               ; preds = %17
  br label %28, !dbg !364

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 4, %27 ], !dbg !364
  %30 = load ptr, ptr %5, align 8, !dbg !370
  %31 = getelementptr inbounds %struct.heap, ptr %30, i32 0, i32 2, !dbg !371
  store i32 %29, ptr %31, align 4, !dbg !372
  %32 = load ptr, ptr %5, align 8, !dbg !373
  %33 = getelementptr inbounds %struct.heap, ptr %32, i32 0, i32 0, !dbg !374
  %34 = load ptr, ptr %33, align 8, !dbg !374
  %35 = load ptr, ptr %5, align 8, !dbg !375
  %36 = getelementptr inbounds %struct.heap, ptr %35, i32 0, i32 2, !dbg !376
  %37 = load i32, ptr %36, align 4, !dbg !376
  %38 = sext i32 %37 to i64, !dbg !377
  %39 = mul i64 %38, 16, !dbg !378
  %40 = call ptr @realloc(ptr noundef %34, i64 noundef %39) #7, !dbg !379
  %41 = load ptr, ptr %5, align 8, !dbg !380
  %42 = getelementptr inbounds %struct.heap, ptr %41, i32 0, i32 0, !dbg !381
  store ptr %40, ptr %42, align 8, !dbg !382
  br label %43, !dbg !383

43:                                               ; preds = %28, %3
    #dbg_declare(ptr %6, !384, !DIExpression(), !385)
  %44 = load ptr, ptr %5, align 8, !dbg !386
  %45 = getelementptr inbounds %struct.heap, ptr %44, i32 0, i32 1, !dbg !387
  %46 = load i32, ptr %45, align 8, !dbg !388
  %47 = add nsw i32 %46, 1, !dbg !388
  store i32 %47, ptr %45, align 8, !dbg !388
  store i32 %46, ptr %6, align 4, !dbg !385
  br label %48, !dbg !389

48:                                               ; preds = %64, %43
  %49 = load i32, ptr %6, align 4, !dbg !390
  %50 = icmp sgt i32 %49, 0, !dbg !391
  br i1 %50, label %51, label %78, !dbg !389

51:                                               ; preds = %48
    #dbg_declare(ptr %7, !392, !DIExpression(), !394)
  %52 = load i32, ptr %6, align 4, !dbg !395
  %53 = sub nsw i32 %52, 1, !dbg !396
  %54 = sdiv i32 %53, 2, !dbg !397
  store i32 %54, ptr %7, align 4, !dbg !394
  %55 = load ptr, ptr %5, align 8, !dbg !398
  %56 = getelementptr inbounds %struct.heap, ptr %55, i32 0, i32 0, !dbg !400
  %57 = load ptr, ptr %56, align 8, !dbg !400
  %58 = load i32, ptr %7, align 4, !dbg !401
  %59 = sext i32 %58 to i64, !dbg !398
  %60 = getelementptr inbounds %struct.event, ptr %57, i64 %59, !dbg !398
  %61 = call i32 @before(ptr noundef %4, ptr noundef %60), !dbg !402
  %62 = icmp ne i32 %61, 0, !dbg !402
  br i1 %62, label %64, label %63, !dbg !403

63:                                               ; preds = %51
  br label %78, !dbg !404

64:                                               ; preds = %51
  %65 = load ptr, ptr %5, align 8, !dbg !405
  %66 = getelementptr inbounds %struct.heap, ptr %65, i32 0, i32 0, !dbg !406
  %67 = load ptr, ptr %66, align 8, !dbg !406
  %68 = load i32, ptr %6, align 4, !dbg !407
  %69 = sext i32 %68 to i64, !dbg !405
  %70 = getelementptr inbounds %struct.event, ptr %67, i64 %69, !dbg !405
  %71 = load ptr, ptr %5, align 8, !dbg !408
  %72 = getelementptr inbounds %struct.heap, ptr %71, i32 0, i32 0, !dbg !409
  %73 = load ptr, ptr %72, align 8, !dbg !409
  %74 = load i32, ptr %7, align 4, !dbg !410
  %75 = sext i32 %74 to i64, !dbg !408
  %76 = getelementptr inbounds %struct.event, ptr %73, i64 %75, !dbg !408
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %70, ptr align 8 %76, i64 16, i1 false), !dbg !408
  %77 = load i32, ptr %7, align 4, !dbg !411
  store i32 %77, ptr %6, align 4, !dbg !412
  br label %48, !dbg !389, !llvm.loop !413

78:                                               ; preds = %63, %48
  %79 = load ptr, ptr %5, align 8, !dbg !415
  %80 = getelementptr inbounds %struct.heap, ptr %79, i32 0, i32 0, !dbg !416
  %81 = load ptr, ptr %80, align 8, !dbg !416
  %82 = load i32, ptr %6, align 4, !dbg !417
  %83 = sext i32 %82 to i64, !dbg !415
  %84 = getelementptr inbounds %struct.event, ptr %81, i64 %83, !dbg !415
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %84, ptr align 8 %4, i64 16, i1 false), !dbg !418
  ret void, !dbg !419
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @heap_pop(ptr noundef %0) #0 !dbg !420 {
  %2 = alloca %struct.event, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.event, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !423, !DIExpression(), !424)
    #dbg_declare(ptr %2, !425, !DIExpression(), !426)
  %10 = load ptr, ptr %3, align 8, !dbg !427
  %11 = getelementptr inbounds %struct.heap, ptr %10, i32 0, i32 0, !dbg !428
  %12 = load ptr, ptr %11, align 8, !dbg !428
  %13 = getelementptr inbounds %struct.event, ptr %12, i64 0, !dbg !427
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %13, i64 16, i1 false), !dbg !427
    #dbg_declare(ptr %4, !429, !DIExpression(), !430)
  %14 = load ptr, ptr %3, align 8, !dbg !431
  %15 = getelementptr inbounds %struct.heap, ptr %14, i32 0, i32 0, !dbg !432
  %16 = load ptr, ptr %15, align 8, !dbg !432
  %17 = load ptr, ptr %3, align 8, !dbg !433
  %18 = getelementptr inbounds %struct.heap, ptr %17, i32 0, i32 1, !dbg !434
  %19 = load i32, ptr %18, align 8, !dbg !435
  %20 = add nsw i32 %19, -1, !dbg !435
  store i32 %20, ptr %18, align 8, !dbg !435
  %21 = sext i32 %20 to i64, !dbg !431
  %22 = getelementptr inbounds %struct.event, ptr %16, i64 %21, !dbg !431
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %22, i64 16, i1 false), !dbg !431
    #dbg_declare(ptr %5, !436, !DIExpression(), !437)
  store i32 0, ptr %5, align 4, !dbg !437
  br label %23, !dbg !438

23:                                               ; preds = %76, %1
    #dbg_declare(ptr %6, !439, !DIExpression(), !443)
  %24 = load i32, ptr %5, align 4, !dbg !444
  %25 = mul nsw i32 2, %24, !dbg !445
  %26 = add nsw i32 %25, 1, !dbg !446
  store i32 %26, ptr %6, align 4, !dbg !443
    #dbg_declare(ptr %7, !447, !DIExpression(), !448)
  %27 = load i32, ptr %6, align 4, !dbg !449
  %28 = add nsw i32 %27, 1, !dbg !450
  store i32 %28, ptr %7, align 4, !dbg !448
    #dbg_declare(ptr %8, !451, !DIExpression(), !452)
  %29 = load i32, ptr %5, align 4, !dbg !453
  store i32 %29, ptr %8, align 4, !dbg !452
    #dbg_declare(ptr %9, !454, !DIExpression(), !457)
  store ptr %4, ptr %9, align 8, !dbg !457
  %30 = load i32, ptr %6, align 4, !dbg !458
  %31 = load ptr, ptr %3, align 8, !dbg !460
  %32 = getelementptr inbounds %struct.heap, ptr %31, i32 0, i32 1, !dbg !461
  %33 = load i32, ptr %32, align 8, !dbg !461
  %34 = icmp slt i32 %30, %33, !dbg !462
  br i1 %34, label %35, label %53, !dbg !463

35:                                               ; preds = %23
  %36 = load ptr, ptr %3, align 8, !dbg !464
  %37 = getelementptr inbounds %struct.heap, ptr %36, i32 0, i32 0, !dbg !465
  %38 = load ptr, ptr %37, align 8, !dbg !465
  %39 = load i32, ptr %6, align 4, !dbg !466
  %40 = sext i32 %39 to i64, !dbg !464
  %41 = getelementptr inbounds %struct.event, ptr %38, i64 %40, !dbg !464
  %42 = load ptr, ptr %9, align 8, !dbg !467
  %43 = call i32 @before(ptr noundef %41, ptr noundef %42), !dbg !468
  %44 = icmp ne i32 %43, 0, !dbg !468
  br i1 %44, label %45, label %53, !dbg !469

45:                                               ; preds = %35
  %46 = load i32, ptr %6, align 4, !dbg !470
  store i32 %46, ptr %8, align 4, !dbg !472
  %47 = load ptr, ptr %3, align 8, !dbg !473
  %48 = getelementptr inbounds %struct.heap, ptr %47, i32 0, i32 0, !dbg !474
  %49 = load ptr, ptr %48, align 8, !dbg !474
  %50 = load i32, ptr %6, align 4, !dbg !475
  %51 = sext i32 %50 to i64, !dbg !473
  %52 = getelementptr inbounds %struct.event, ptr %49, i64 %51, !dbg !473
  store ptr %52, ptr %9, align 8, !dbg !476
  br label %53, !dbg !477

53:                                               ; preds = %45, %35, %23
  %54 = load i32, ptr %7, align 4, !dbg !478
  %55 = load ptr, ptr %3, align 8, !dbg !480
  %56 = getelementptr inbounds %struct.heap, ptr %55, i32 0, i32 1, !dbg !481
  %57 = load i32, ptr %56, align 8, !dbg !481
  %58 = icmp slt i32 %54, %57, !dbg !482
  br i1 %58, label %59, label %71, !dbg !483

59:                                               ; preds = %53
  %60 = load ptr, ptr %3, align 8, !dbg !484
  %61 = getelementptr inbounds %struct.heap, ptr %60, i32 0, i32 0, !dbg !485
  %62 = load ptr, ptr %61, align 8, !dbg !485
  %63 = load i32, ptr %7, align 4, !dbg !486
  %64 = sext i32 %63 to i64, !dbg !484
  %65 = getelementptr inbounds %struct.event, ptr %62, i64 %64, !dbg !484
  %66 = load ptr, ptr %9, align 8, !dbg !487
  %67 = call i32 @before(ptr noundef %65, ptr noundef %66), !dbg !488
  %68 = icmp ne i32 %67, 0, !dbg !488
  br i1 %68, label %69, label %71, !dbg !489

69:                                               ; preds = %59
  %70 = load i32, ptr %7, align 4, !dbg !490
  store i32 %70, ptr %8, align 4, !dbg !491
  br label %71, !dbg !492

71:                                               ; preds = %69, %59, %53
  %72 = load i32, ptr %8, align 4, !dbg !493
  %73 = load i32, ptr %5, align 4, !dbg !495
  %74 = icmp eq i32 %72, %73, !dbg !496
  br i1 %74, label %75, label %76, !dbg !497

75:                                               ; preds = %71
  br label %90, !dbg !498

76:                                               ; preds = %71
  %77 = load ptr, ptr %3, align 8, !dbg !499
  %78 = getelementptr inbounds %struct.heap, ptr %77, i32 0, i32 0, !dbg !500
  %79 = load ptr, ptr %78, align 8, !dbg !500
  %80 = load i32, ptr %5, align 4, !dbg !501
  %81 = sext i32 %80 to i64, !dbg !499
  %82 = getelementptr inbounds %struct.event, ptr %79, i64 %81, !dbg !499
  %83 = load ptr, ptr %3, align 8, !dbg !502
  %84 = getelementptr inbounds %struct.heap, ptr %83, i32 0, i32 0, !dbg !503
  %85 = load ptr, ptr %84, align 8, !dbg !503
  %86 = load i32, ptr %8, align 4, !dbg !504
  %87 = sext i32 %86 to i64, !dbg !502
  %88 = getelementptr inbounds %struct.event, ptr %85, i64 %87, !dbg !502
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %82, ptr align 8 %88, i64 16, i1 false), !dbg !502
  %89 = load i32, ptr %8, align 4, !dbg !505
  store i32 %89, ptr %5, align 4, !dbg !506
  br label %23, !dbg !507, !llvm.loop !508

90:                                               ; preds = %75
  %91 = load ptr, ptr %3, align 8, !dbg !511
  %92 = getelementptr inbounds %struct.heap, ptr %91, i32 0, i32 1, !dbg !513
  %93 = load i32, ptr %92, align 8, !dbg !513
  %94 = icmp sgt i32 %93, 0, !dbg !514
  br i1 %94, label %95, label %102, !dbg !515

95:                                               ; preds = %90
  %96 = load ptr, ptr %3, align 8, !dbg !516
  %97 = getelementptr inbounds %struct.heap, ptr %96, i32 0, i32 0, !dbg !517
  %98 = load ptr, ptr %97, align 8, !dbg !517
  %99 = load i32, ptr %5, align 4, !dbg !518
  %100 = sext i32 %99 to i64, !dbg !516
  %101 = getelementptr inbounds %struct.event, ptr %98, i64 %100, !dbg !516
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %101, ptr align 8 %4, i64 16, i1 false), !dbg !519
  br label %102, !dbg !516

102:                                              ; preds = %95, %90
  %103 = load { i64, i64 }, ptr %2, align 8, !dbg !520
  ret { i64, i64 } %103, !dbg !520
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @heapsort(ptr noundef %0, i32 noundef %1) #0 !dbg !521 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !525, !DIExpression(), !526)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !527, !DIExpression(), !528)
    #dbg_declare(ptr %5, !529, !DIExpression(), !531)
  %8 = load i32, ptr %4, align 4, !dbg !532
  %9 = sdiv i32 %8, 2, !dbg !533
  %10 = sub nsw i32 %9, 1, !dbg !534
  store i32 %10, ptr %5, align 4, !dbg !531
  br label %11, !dbg !535

11:                                               ; preds = %18, %2
  %12 = load i32, ptr %5, align 4, !dbg !536
  %13 = icmp sge i32 %12, 0, !dbg !538
  br i1 %13, label %14, label %21, !dbg !539

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8, !dbg !540
  %16 = load i32, ptr %4, align 4, !dbg !541
  %17 = load i32, ptr %5, align 4, !dbg !542
  call void @sift_down(ptr noundef %15, i32 noundef %16, i32 noundef %17), !dbg !543
  br label %18, !dbg !543

18:                                               ; preds = %14
  %19 = load i32, ptr %5, align 4, !dbg !544
  %20 = add nsw i32 %19, -1, !dbg !544
  store i32 %20, ptr %5, align 4, !dbg !544
  br label %11, !dbg !545, !llvm.loop !546

21:                                               ; preds = %11
    #dbg_declare(ptr %6, !548, !DIExpression(), !550)
  %22 = load i32, ptr %4, align 4, !dbg !551
  %23 = sub nsw i32 %22, 1, !dbg !552
  store i32 %23, ptr %6, align 4, !dbg !550
  br label %24, !dbg !553

24:                                               ; preds = %45, %21
  %25 = load i32, ptr %6, align 4, !dbg !554
  %26 = icmp sgt i32 %25, 0, !dbg !556
  br i1 %26, label %27, label %48, !dbg !557

27:                                               ; preds = %24
    #dbg_declare(ptr %7, !558, !DIExpression(), !560)
  %28 = load ptr, ptr %3, align 8, !dbg !561
  %29 = getelementptr inbounds i32, ptr %28, i64 0, !dbg !561
  %30 = load i32, ptr %29, align 4, !dbg !561
  store i32 %30, ptr %7, align 4, !dbg !560
  %31 = load ptr, ptr %3, align 8, !dbg !562
  %32 = load i32, ptr %6, align 4, !dbg !563
  %33 = sext i32 %32 to i64, !dbg !562
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !562
  %35 = load i32, ptr %34, align 4, !dbg !562
  %36 = load ptr, ptr %3, align 8, !dbg !564
  %37 = getelementptr inbounds i32, ptr %36, i64 0, !dbg !564
  store i32 %35, ptr %37, align 4, !dbg !565
  %38 = load i32, ptr %7, align 4, !dbg !566
  %39 = load ptr, ptr %3, align 8, !dbg !567
  %40 = load i32, ptr %6, align 4, !dbg !568
  %41 = sext i32 %40 to i64, !dbg !567
  %42 = getelementptr inbounds i32, ptr %39, i64 %41, !dbg !567
  store i32 %38, ptr %42, align 4, !dbg !569
  %43 = load ptr, ptr %3, align 8, !dbg !570
  %44 = load i32, ptr %6, align 4, !dbg !571
  call void @sift_down(ptr noundef %43, i32 noundef %44, i32 noundef 0), !dbg !572
  br label %45, !dbg !573

45:                                               ; preds = %27
  %46 = load i32, ptr %6, align 4, !dbg !574
  %47 = add nsw i32 %46, -1, !dbg !574
  store i32 %47, ptr %6, align 4, !dbg !574
  br label %24, !dbg !575, !llvm.loop !576

48:                                               ; preds = %24
  ret void, !dbg !578
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @before(ptr noundef %0, ptr noundef %1) #0 !dbg !579 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !582, !DIExpression(), !583)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !584, !DIExpression(), !585)
  %6 = load ptr, ptr %4, align 8, !dbg !586
  %7 = getelementptr inbounds %struct.event, ptr %6, i32 0, i32 0, !dbg !588
  %8 = load i64, ptr %7, align 8, !dbg !588
  %9 = load ptr, ptr %5, align 8, !dbg !589
  %10 = getelementptr inbounds %struct.event, ptr %9, i32 0, i32 0, !dbg !590
  %11 = load i64, ptr %10, align 8, !dbg !590
  %12 = icmp ne i64 %8, %11, !dbg !591
  br i1 %12, label %13, label %22, !dbg !592

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8, !dbg !593
  %15 = getelementptr inbounds %struct.event, ptr %14, i32 0, i32 0, !dbg !594
  %16 = load i64, ptr %15, align 8, !dbg !594
  %17 = load ptr, ptr %5, align 8, !dbg !595
  %18 = getelementptr inbounds %struct.event, ptr %17, i32 0, i32 0, !dbg !596
  %19 = load i64, ptr %18, align 8, !dbg !596
  %20 = icmp slt i64 %16, %19, !dbg !597
  %21 = zext i1 %20 to i32, !dbg !597
  store i32 %21, ptr %3, align 4, !dbg !598
  br label %31, !dbg !598

22:                                               ; preds = %2
  %23 = load ptr, ptr %4, align 8, !dbg !599
  %24 = getelementptr inbounds %struct.event, ptr %23, i32 0, i32 1, !dbg !600
  %25 = load i32, ptr %24, align 8, !dbg !600
  %26 = load ptr, ptr %5, align 8, !dbg !601
  %27 = getelementptr inbounds %struct.event, ptr %26, i32 0, i32 1, !dbg !602
  %28 = load i32, ptr %27, align 8, !dbg !602
  %29 = icmp slt i32 %25, %28, !dbg !603
  %30 = zext i1 %29 to i32, !dbg !603
  store i32 %30, ptr %3, align 4, !dbg !604
  br label %31, !dbg !604

31:                                               ; preds = %22, %13
  %32 = load i32, ptr %3, align 4, !dbg !605
  ret i32 %32, !dbg !605
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sift_down(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !606 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !609, !DIExpression(), !610)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !611, !DIExpression(), !612)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !613, !DIExpression(), !614)
  br label %11, !dbg !615

11:                                               ; preds = %58, %3
    #dbg_declare(ptr %7, !616, !DIExpression(), !620)
  %12 = load i32, ptr %6, align 4, !dbg !621
  %13 = mul nsw i32 2, %12, !dbg !622
  %14 = add nsw i32 %13, 1, !dbg !623
  store i32 %14, ptr %7, align 4, !dbg !620
    #dbg_declare(ptr %8, !624, !DIExpression(), !625)
  %15 = load i32, ptr %7, align 4, !dbg !626
  %16 = add nsw i32 %15, 1, !dbg !627
  store i32 %16, ptr %8, align 4, !dbg !625
    #dbg_declare(ptr %9, !628, !DIExpression(), !629)
  %17 = load i32, ptr %6, align 4, !dbg !630
  store i32 %17, ptr %9, align 4, !dbg !629
  %18 = load i32, ptr %7, align 4, !dbg !631
  %19 = load i32, ptr %5, align 4, !dbg !633
  %20 = icmp slt i32 %18, %19, !dbg !634
  br i1 %20, label %21, label %35, !dbg !635

21:                                               ; preds = %11
  %22 = load ptr, ptr %4, align 8, !dbg !636
  %23 = load i32, ptr %7, align 4, !dbg !637
  %24 = sext i32 %23 to i64, !dbg !636
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !636
  %26 = load i32, ptr %25, align 4, !dbg !636
  %27 = load ptr, ptr %4, align 8, !dbg !638
  %28 = load i32, ptr %9, align 4, !dbg !639
  %29 = sext i32 %28 to i64, !dbg !638
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !638
  %31 = load i32, ptr %30, align 4, !dbg !638
  %32 = icmp sgt i32 %26, %31, !dbg !640
  br i1 %32, label %33, label %35, !dbg !641

33:                                               ; preds = %21
  %34 = load i32, ptr %7, align 4, !dbg !642
  store i32 %34, ptr %9, align 4, !dbg !643
  br label %35, !dbg !644

35:                                               ; preds = %33, %21, %11
  %36 = load i32, ptr %8, align 4, !dbg !645
  %37 = load i32, ptr %5, align 4, !dbg !647
  %38 = icmp slt i32 %36, %37, !dbg !648
  br i1 %38, label %39, label %53, !dbg !649

39:                                               ; preds = %35
  %40 = load ptr, ptr %4, align 8, !dbg !650
  %41 = load i32, ptr %8, align 4, !dbg !651
  %42 = sext i32 %41 to i64, !dbg !650
  %43 = getelementptr inbounds i32, ptr %40, i64 %42, !dbg !650
  %44 = load i32, ptr %43, align 4, !dbg !650
  %45 = load ptr, ptr %4, align 8, !dbg !652
  %46 = load i32, ptr %9, align 4, !dbg !653
  %47 = sext i32 %46 to i64, !dbg !652
  %48 = getelementptr inbounds i32, ptr %45, i64 %47, !dbg !652
  %49 = load i32, ptr %48, align 4, !dbg !652
  %50 = icmp sgt i32 %44, %49, !dbg !654
  br i1 %50, label %51, label %53, !dbg !655

51:                                               ; preds = %39
  %52 = load i32, ptr %8, align 4, !dbg !656
  store i32 %52, ptr %9, align 4, !dbg !657
  br label %53, !dbg !658

53:                                               ; preds = %51, %39, %35
  %54 = load i32, ptr %9, align 4, !dbg !659
  %55 = load i32, ptr %6, align 4, !dbg !661
  %56 = icmp eq i32 %54, %55, !dbg !662
  br i1 %56, label %57, label %58, !dbg !663

57:                                               ; preds = %53
  ret void, !dbg !664

58:                                               ; preds = %53
    #dbg_declare(ptr %10, !665, !DIExpression(), !666)
  %59 = load ptr, ptr %4, align 8, !dbg !667
  %60 = load i32, ptr %6, align 4, !dbg !668
  %61 = sext i32 %60 to i64, !dbg !667
  %62 = getelementptr inbounds i32, ptr %59, i64 %61, !dbg !667
  %63 = load i32, ptr %62, align 4, !dbg !667
  store i32 %63, ptr %10, align 4, !dbg !666
  %64 = load ptr, ptr %4, align 8, !dbg !669
  %65 = load i32, ptr %9, align 4, !dbg !670
  %66 = sext i32 %65 to i64, !dbg !669
  %67 = getelementptr inbounds i32, ptr %64, i64 %66, !dbg !669
  %68 = load i32, ptr %67, align 4, !dbg !669
  %69 = load ptr, ptr %4, align 8, !dbg !671
  %70 = load i32, ptr %6, align 4, !dbg !672
  %71 = sext i32 %70 to i64, !dbg !671
  %72 = getelementptr inbounds i32, ptr %69, i64 %71, !dbg !671
  store i32 %68, ptr %72, align 4, !dbg !673
  %73 = load i32, ptr %10, align 4, !dbg !674
  %74 = load ptr, ptr %4, align 8, !dbg !675
  %75 = load i32, ptr %9, align 4, !dbg !676
  %76 = sext i32 %75 to i64, !dbg !675
  %77 = getelementptr inbounds i32, ptr %74, i64 %76, !dbg !675
  store i32 %73, ptr %77, align 4, !dbg !677
  %78 = load i32, ptr %9, align 4, !dbg !678
  store i32 %78, ptr %6, align 4, !dbg !679
  br label %11, !dbg !680, !llvm.loop !681
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "priority_queue.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "f04305a918906fdfa1219ad98ccb3409")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 576, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 72)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 149, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 44)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 151, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !40, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !35, !36, !37}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !38, line: 18, baseType: !39)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !{!0, !7, !12, !17, !22, !27}
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 82, type: !50, scopeLine: 82, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !32, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!36}
!52 = !{}
!53 = !DILocalVariable(name: "h", scope: !49, file: !2, line: 83, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "heap", file: !2, line: 12, size: 128, elements: !55)
!55 = !{!56, !63, !64}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !54, file: !2, line: 13, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "event", file: !2, line: 6, size: 128, elements: !59)
!59 = !{!60, !61, !62}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !58, file: !2, line: 7, baseType: !35, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !58, file: !2, line: 8, baseType: !36, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !58, file: !2, line: 9, baseType: !36, size: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !54, file: !2, line: 14, baseType: !36, size: 32, offset: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !54, file: !2, line: 14, baseType: !36, size: 32, offset: 96)
!65 = !DILocation(line: 83, column: 17, scope: !49)
!66 = !DILocalVariable(name: "seq", scope: !49, file: !2, line: 84, type: !36)
!67 = !DILocation(line: 84, column: 9, scope: !49)
!68 = !DILocalVariable(name: "times", scope: !49, file: !2, line: 85, type: !69)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 640, elements: !10)
!70 = !DILocation(line: 85, column: 10, scope: !49)
!71 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 86, type: !36)
!72 = distinct !DILexicalBlock(scope: !49, file: !2, line: 86, column: 5)
!73 = !DILocation(line: 86, column: 14, scope: !72)
!74 = !DILocation(line: 86, column: 10, scope: !72)
!75 = !DILocation(line: 86, column: 21, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !2, line: 86, column: 5)
!77 = !DILocation(line: 86, column: 23, scope: !76)
!78 = !DILocation(line: 86, column: 5, scope: !72)
!79 = !DILocalVariable(name: "e", scope: !80, file: !2, line: 87, type: !58)
!80 = distinct !DILexicalBlock(scope: !76, file: !2, line: 86, column: 34)
!81 = !DILocation(line: 87, column: 22, scope: !80)
!82 = !DILocation(line: 87, column: 26, scope: !80)
!83 = !DILocation(line: 87, column: 33, scope: !80)
!84 = !DILocation(line: 87, column: 27, scope: !80)
!85 = !DILocation(line: 87, column: 40, scope: !80)
!86 = !DILocation(line: 87, column: 44, scope: !80)
!87 = !DILocation(line: 88, column: 9, scope: !80)
!88 = !DILocation(line: 89, column: 5, scope: !80)
!89 = !DILocation(line: 86, column: 30, scope: !76)
!90 = !DILocation(line: 86, column: 5, scope: !76)
!91 = distinct !{!91, !78, !92, !93}
!92 = !DILocation(line: 89, column: 5, scope: !72)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 90, column: 5, scope: !49)
!95 = !DILocation(line: 91, column: 5, scope: !49)
!96 = !DILocation(line: 91, column: 14, scope: !49)
!97 = !DILocalVariable(name: "e", scope: !98, file: !2, line: 92, type: !58)
!98 = distinct !DILexicalBlock(scope: !49, file: !2, line: 91, column: 17)
!99 = !DILocation(line: 92, column: 22, scope: !98)
!100 = !DILocation(line: 92, column: 26, scope: !98)
!101 = !DILocation(line: 93, column: 31, scope: !98)
!102 = !DILocation(line: 93, column: 39, scope: !98)
!103 = !DILocation(line: 93, column: 9, scope: !98)
!104 = distinct !{!104, !95, !105, !93}
!105 = !DILocation(line: 94, column: 5, scope: !49)
!106 = !DILocation(line: 95, column: 5, scope: !49)
!107 = !DILocalVariable(name: "clock", scope: !49, file: !2, line: 97, type: !35)
!108 = !DILocation(line: 97, column: 10, scope: !49)
!109 = !DILocalVariable(name: "served", scope: !49, file: !2, line: 98, type: !110)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 96, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 3)
!113 = !DILocation(line: 98, column: 9, scope: !49)
!114 = !DILocalVariable(name: "busy", scope: !49, file: !2, line: 98, type: !110)
!115 = !DILocation(line: 98, column: 32, scope: !49)
!116 = !DILocalVariable(name: "queue", scope: !49, file: !2, line: 98, type: !36)
!117 = !DILocation(line: 98, column: 53, scope: !49)
!118 = !DILocalVariable(name: "max_queue", scope: !49, file: !2, line: 98, type: !36)
!119 = !DILocation(line: 98, column: 64, scope: !49)
!120 = !DILocalVariable(name: "rng", scope: !49, file: !2, line: 99, type: !121)
!121 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!122 = !DILocation(line: 99, column: 14, scope: !49)
!123 = !DILocalVariable(name: "first", scope: !49, file: !2, line: 100, type: !58)
!124 = !DILocation(line: 100, column: 18, scope: !49)
!125 = !DILocation(line: 100, column: 26, scope: !49)
!126 = !DILocation(line: 100, column: 33, scope: !49)
!127 = !DILocation(line: 101, column: 5, scope: !49)
!128 = !DILocalVariable(name: "arrivals", scope: !49, file: !2, line: 102, type: !36)
!129 = !DILocation(line: 102, column: 9, scope: !49)
!130 = !DILocation(line: 103, column: 5, scope: !49)
!131 = !DILocation(line: 103, column: 14, scope: !49)
!132 = !DILocation(line: 103, column: 12, scope: !49)
!133 = !DILocation(line: 103, column: 16, scope: !49)
!134 = !DILocation(line: 103, column: 19, scope: !49)
!135 = !DILocation(line: 103, column: 25, scope: !49)
!136 = !DILocation(line: 0, scope: !49)
!137 = !DILocalVariable(name: "e", scope: !138, file: !2, line: 104, type: !58)
!138 = distinct !DILexicalBlock(scope: !49, file: !2, line: 103, column: 33)
!139 = !DILocation(line: 104, column: 22, scope: !138)
!140 = !DILocation(line: 104, column: 26, scope: !138)
!141 = !DILocation(line: 105, column: 19, scope: !138)
!142 = !DILocation(line: 105, column: 15, scope: !138)
!143 = !DILocation(line: 106, column: 15, scope: !144)
!144 = distinct !DILexicalBlock(scope: !138, file: !2, line: 106, column: 13)
!145 = !DILocation(line: 106, column: 20, scope: !144)
!146 = !DILocation(line: 106, column: 13, scope: !138)
!147 = !DILocation(line: 107, column: 21, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !2, line: 106, column: 25)
!149 = !DILocation(line: 108, column: 19, scope: !148)
!150 = !DILocation(line: 108, column: 23, scope: !148)
!151 = !DILocation(line: 108, column: 37, scope: !148)
!152 = !DILocation(line: 108, column: 17, scope: !148)
!153 = !DILocalVariable(name: "next", scope: !148, file: !2, line: 109, type: !58)
!154 = !DILocation(line: 109, column: 26, scope: !148)
!155 = !DILocation(line: 109, column: 33, scope: !148)
!156 = !DILocation(line: 109, column: 34, scope: !148)
!157 = !DILocation(line: 109, column: 40, scope: !148)
!158 = !DILocation(line: 109, column: 53, scope: !148)
!159 = !DILocation(line: 109, column: 57, scope: !148)
!160 = !DILocation(line: 109, column: 46, scope: !148)
!161 = !DILocation(line: 109, column: 64, scope: !148)
!162 = !DILocation(line: 109, column: 44, scope: !148)
!163 = !DILocation(line: 109, column: 73, scope: !148)
!164 = !DILocation(line: 110, column: 13, scope: !148)
!165 = !DILocalVariable(name: "s", scope: !148, file: !2, line: 111, type: !36)
!166 = !DILocation(line: 111, column: 17, scope: !148)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 112, type: !36)
!168 = distinct !DILexicalBlock(scope: !148, file: !2, line: 112, column: 13)
!169 = !DILocation(line: 112, column: 22, scope: !168)
!170 = !DILocation(line: 112, column: 18, scope: !168)
!171 = !DILocation(line: 112, column: 29, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !2, line: 112, column: 13)
!173 = !DILocation(line: 112, column: 31, scope: !172)
!174 = !DILocation(line: 112, column: 13, scope: !168)
!175 = !DILocation(line: 113, column: 27, scope: !176)
!176 = distinct !DILexicalBlock(scope: !172, file: !2, line: 113, column: 21)
!177 = !DILocation(line: 113, column: 22, scope: !176)
!178 = !DILocation(line: 113, column: 21, scope: !172)
!179 = !DILocation(line: 113, column: 37, scope: !180)
!180 = distinct !DILexicalBlock(scope: !176, file: !2, line: 113, column: 31)
!181 = !DILocation(line: 113, column: 35, scope: !180)
!182 = !DILocation(line: 113, column: 40, scope: !180)
!183 = !DILocation(line: 113, column: 28, scope: !176)
!184 = !DILocation(line: 112, column: 37, scope: !172)
!185 = !DILocation(line: 112, column: 13, scope: !172)
!186 = distinct !{!186, !174, !187, !93}
!187 = !DILocation(line: 113, column: 47, scope: !168)
!188 = !DILocation(line: 114, column: 17, scope: !189)
!189 = distinct !DILexicalBlock(scope: !148, file: !2, line: 114, column: 17)
!190 = !DILocation(line: 114, column: 19, scope: !189)
!191 = !DILocation(line: 114, column: 17, scope: !148)
!192 = !DILocation(line: 115, column: 22, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !2, line: 114, column: 24)
!194 = !DILocation(line: 116, column: 21, scope: !195)
!195 = distinct !DILexicalBlock(scope: !193, file: !2, line: 116, column: 21)
!196 = !DILocation(line: 116, column: 29, scope: !195)
!197 = !DILocation(line: 116, column: 27, scope: !195)
!198 = !DILocation(line: 116, column: 21, scope: !193)
!199 = !DILocation(line: 116, column: 52, scope: !195)
!200 = !DILocation(line: 116, column: 50, scope: !195)
!201 = !DILocation(line: 116, column: 40, scope: !195)
!202 = !DILocation(line: 117, column: 13, scope: !193)
!203 = !DILocation(line: 118, column: 22, scope: !204)
!204 = distinct !DILexicalBlock(scope: !189, file: !2, line: 117, column: 20)
!205 = !DILocation(line: 118, column: 17, scope: !204)
!206 = !DILocation(line: 118, column: 25, scope: !204)
!207 = !DILocation(line: 119, column: 23, scope: !204)
!208 = !DILocation(line: 119, column: 27, scope: !204)
!209 = !DILocation(line: 119, column: 41, scope: !204)
!210 = !DILocation(line: 119, column: 21, scope: !204)
!211 = !DILocalVariable(name: "d", scope: !204, file: !2, line: 120, type: !58)
!212 = !DILocation(line: 120, column: 30, scope: !204)
!213 = !DILocation(line: 120, column: 34, scope: !204)
!214 = !DILocation(line: 120, column: 35, scope: !204)
!215 = !DILocation(line: 120, column: 41, scope: !204)
!216 = !DILocation(line: 120, column: 54, scope: !204)
!217 = !DILocation(line: 120, column: 58, scope: !204)
!218 = !DILocation(line: 120, column: 47, scope: !204)
!219 = !DILocation(line: 120, column: 65, scope: !204)
!220 = !DILocation(line: 120, column: 45, scope: !204)
!221 = !DILocation(line: 120, column: 74, scope: !204)
!222 = !DILocation(line: 120, column: 78, scope: !204)
!223 = !DILocation(line: 121, column: 17, scope: !204)
!224 = !DILocation(line: 123, column: 9, scope: !148)
!225 = !DILocation(line: 124, column: 22, scope: !226)
!226 = distinct !DILexicalBlock(scope: !144, file: !2, line: 123, column: 16)
!227 = !DILocation(line: 124, column: 13, scope: !226)
!228 = !DILocation(line: 124, column: 27, scope: !226)
!229 = !DILocation(line: 125, column: 17, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !2, line: 125, column: 17)
!231 = !DILocation(line: 125, column: 17, scope: !226)
!232 = !DILocation(line: 126, column: 22, scope: !233)
!233 = distinct !DILexicalBlock(scope: !230, file: !2, line: 125, column: 24)
!234 = !DILocation(line: 127, column: 23, scope: !233)
!235 = !DILocation(line: 127, column: 27, scope: !233)
!236 = !DILocation(line: 127, column: 41, scope: !233)
!237 = !DILocation(line: 127, column: 21, scope: !233)
!238 = !DILocalVariable(name: "d", scope: !233, file: !2, line: 128, type: !58)
!239 = !DILocation(line: 128, column: 30, scope: !233)
!240 = !DILocation(line: 128, column: 34, scope: !233)
!241 = !DILocation(line: 128, column: 35, scope: !233)
!242 = !DILocation(line: 128, column: 41, scope: !233)
!243 = !DILocation(line: 128, column: 54, scope: !233)
!244 = !DILocation(line: 128, column: 58, scope: !233)
!245 = !DILocation(line: 128, column: 47, scope: !233)
!246 = !DILocation(line: 128, column: 65, scope: !233)
!247 = !DILocation(line: 128, column: 45, scope: !233)
!248 = !DILocation(line: 128, column: 74, scope: !233)
!249 = !DILocation(line: 128, column: 80, scope: !233)
!250 = !DILocation(line: 129, column: 17, scope: !233)
!251 = !DILocation(line: 130, column: 13, scope: !233)
!252 = !DILocation(line: 131, column: 24, scope: !253)
!253 = distinct !DILexicalBlock(scope: !230, file: !2, line: 130, column: 20)
!254 = !DILocation(line: 131, column: 17, scope: !253)
!255 = !DILocation(line: 131, column: 30, scope: !253)
!256 = distinct !{!256, !130, !257, !93}
!257 = !DILocation(line: 134, column: 5, scope: !49)
!258 = !DILocation(line: 135, column: 88, scope: !49)
!259 = !DILocation(line: 136, column: 12, scope: !49)
!260 = !DILocation(line: 136, column: 22, scope: !49)
!261 = !DILocation(line: 136, column: 33, scope: !49)
!262 = !DILocation(line: 136, column: 44, scope: !49)
!263 = !DILocation(line: 136, column: 55, scope: !49)
!264 = !DILocation(line: 136, column: 62, scope: !49)
!265 = !DILocation(line: 136, column: 75, scope: !49)
!266 = !DILocation(line: 135, column: 5, scope: !49)
!267 = !DILocation(line: 137, column: 12, scope: !49)
!268 = !DILocation(line: 137, column: 5, scope: !49)
!269 = !DILocalVariable(name: "arr", scope: !49, file: !2, line: 138, type: !270)
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 16000, elements: !271)
!271 = !{!272}
!272 = !DISubrange(count: 500)
!273 = !DILocation(line: 138, column: 9, scope: !49)
!274 = !DILocalVariable(name: "x", scope: !49, file: !2, line: 139, type: !121)
!275 = !DILocation(line: 139, column: 14, scope: !49)
!276 = !DILocalVariable(name: "i", scope: !277, file: !2, line: 140, type: !36)
!277 = distinct !DILexicalBlock(scope: !49, file: !2, line: 140, column: 5)
!278 = !DILocation(line: 140, column: 14, scope: !277)
!279 = !DILocation(line: 140, column: 10, scope: !277)
!280 = !DILocation(line: 140, column: 21, scope: !281)
!281 = distinct !DILexicalBlock(scope: !277, file: !2, line: 140, column: 5)
!282 = !DILocation(line: 140, column: 23, scope: !281)
!283 = !DILocation(line: 140, column: 5, scope: !277)
!284 = !DILocation(line: 141, column: 13, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !2, line: 140, column: 35)
!286 = !DILocation(line: 141, column: 15, scope: !285)
!287 = !DILocation(line: 141, column: 24, scope: !285)
!288 = !DILocation(line: 141, column: 11, scope: !285)
!289 = !DILocation(line: 142, column: 24, scope: !285)
!290 = !DILocation(line: 142, column: 26, scope: !285)
!291 = !DILocation(line: 142, column: 33, scope: !285)
!292 = !DILocation(line: 142, column: 13, scope: !285)
!293 = !DILocation(line: 142, column: 9, scope: !285)
!294 = !DILocation(line: 142, column: 16, scope: !285)
!295 = !DILocation(line: 143, column: 5, scope: !285)
!296 = !DILocation(line: 140, column: 31, scope: !281)
!297 = !DILocation(line: 140, column: 5, scope: !281)
!298 = distinct !{!298, !283, !299, !93}
!299 = !DILocation(line: 143, column: 5, scope: !277)
!300 = !DILocation(line: 144, column: 14, scope: !49)
!301 = !DILocation(line: 144, column: 5, scope: !49)
!302 = !DILocalVariable(name: "sorted", scope: !49, file: !2, line: 145, type: !36)
!303 = !DILocation(line: 145, column: 9, scope: !49)
!304 = !DILocalVariable(name: "i", scope: !305, file: !2, line: 146, type: !36)
!305 = distinct !DILexicalBlock(scope: !49, file: !2, line: 146, column: 5)
!306 = !DILocation(line: 146, column: 14, scope: !305)
!307 = !DILocation(line: 146, column: 10, scope: !305)
!308 = !DILocation(line: 146, column: 21, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !2, line: 146, column: 5)
!310 = !DILocation(line: 146, column: 23, scope: !309)
!311 = !DILocation(line: 146, column: 5, scope: !305)
!312 = !DILocation(line: 147, column: 17, scope: !313)
!313 = distinct !DILexicalBlock(scope: !309, file: !2, line: 147, column: 13)
!314 = !DILocation(line: 147, column: 19, scope: !313)
!315 = !DILocation(line: 147, column: 13, scope: !313)
!316 = !DILocation(line: 147, column: 30, scope: !313)
!317 = !DILocation(line: 147, column: 26, scope: !313)
!318 = !DILocation(line: 147, column: 24, scope: !313)
!319 = !DILocation(line: 147, column: 13, scope: !309)
!320 = !DILocation(line: 148, column: 20, scope: !313)
!321 = !DILocation(line: 148, column: 13, scope: !313)
!322 = !DILocation(line: 147, column: 31, scope: !313)
!323 = !DILocation(line: 146, column: 31, scope: !309)
!324 = !DILocation(line: 146, column: 5, scope: !309)
!325 = distinct !{!325, !311, !326, !93}
!326 = !DILocation(line: 148, column: 22, scope: !305)
!327 = !DILocation(line: 149, column: 60, scope: !49)
!328 = !DILocation(line: 149, column: 68, scope: !49)
!329 = !DILocation(line: 149, column: 76, scope: !49)
!330 = !DILocation(line: 149, column: 86, scope: !49)
!331 = !DILocation(line: 149, column: 5, scope: !49)
!332 = !DILocalVariable(name: "i", scope: !333, file: !2, line: 150, type: !36)
!333 = distinct !DILexicalBlock(scope: !49, file: !2, line: 150, column: 5)
!334 = !DILocation(line: 150, column: 14, scope: !333)
!335 = !DILocation(line: 150, column: 10, scope: !333)
!336 = !DILocation(line: 150, column: 21, scope: !337)
!337 = distinct !DILexicalBlock(scope: !333, file: !2, line: 150, column: 5)
!338 = !DILocation(line: 150, column: 23, scope: !337)
!339 = !DILocation(line: 150, column: 5, scope: !333)
!340 = !DILocation(line: 151, column: 27, scope: !337)
!341 = !DILocation(line: 151, column: 23, scope: !337)
!342 = !DILocation(line: 151, column: 9, scope: !337)
!343 = !DILocation(line: 150, column: 32, scope: !337)
!344 = !DILocation(line: 150, column: 5, scope: !337)
!345 = distinct !{!345, !339, !346, !93}
!346 = !DILocation(line: 151, column: 29, scope: !333)
!347 = !DILocation(line: 152, column: 5, scope: !49)
!348 = !DILocation(line: 153, column: 5, scope: !49)
!349 = distinct !DISubprogram(name: "heap_push", scope: !2, file: !2, line: 23, type: !350, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !32, retainedNodes: !52)
!350 = !DISubroutineType(types: !351)
!351 = !{null, !352, !58}
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!353 = !DILocalVariable(name: "h", arg: 1, scope: !349, file: !2, line: 23, type: !352)
!354 = !DILocation(line: 23, column: 36, scope: !349)
!355 = !DILocalVariable(name: "e", arg: 2, scope: !349, file: !2, line: 23, type: !58)
!356 = !DILocation(line: 23, column: 52, scope: !349)
!357 = !DILocation(line: 24, column: 9, scope: !358)
!358 = distinct !DILexicalBlock(scope: !349, file: !2, line: 24, column: 9)
!359 = !DILocation(line: 24, column: 12, scope: !358)
!360 = !DILocation(line: 24, column: 17, scope: !358)
!361 = !DILocation(line: 24, column: 20, scope: !358)
!362 = !DILocation(line: 24, column: 14, scope: !358)
!363 = !DILocation(line: 24, column: 9, scope: !349)
!364 = !DILocation(line: 25, column: 18, scope: !365)
!365 = distinct !DILexicalBlock(scope: !358, file: !2, line: 24, column: 25)
!366 = !DILocation(line: 25, column: 21, scope: !365)
!367 = !DILocation(line: 25, column: 27, scope: !365)
!368 = !DILocation(line: 25, column: 30, scope: !365)
!369 = !DILocation(line: 25, column: 34, scope: !365)
!370 = !DILocation(line: 25, column: 9, scope: !365)
!371 = !DILocation(line: 25, column: 12, scope: !365)
!372 = !DILocation(line: 25, column: 16, scope: !365)
!373 = !DILocation(line: 26, column: 24, scope: !365)
!374 = !DILocation(line: 26, column: 27, scope: !365)
!375 = !DILocation(line: 26, column: 38, scope: !365)
!376 = !DILocation(line: 26, column: 41, scope: !365)
!377 = !DILocation(line: 26, column: 30, scope: !365)
!378 = !DILocation(line: 26, column: 45, scope: !365)
!379 = !DILocation(line: 26, column: 16, scope: !365)
!380 = !DILocation(line: 26, column: 9, scope: !365)
!381 = !DILocation(line: 26, column: 12, scope: !365)
!382 = !DILocation(line: 26, column: 14, scope: !365)
!383 = !DILocation(line: 27, column: 5, scope: !365)
!384 = !DILocalVariable(name: "i", scope: !349, file: !2, line: 28, type: !36)
!385 = !DILocation(line: 28, column: 9, scope: !349)
!386 = !DILocation(line: 28, column: 13, scope: !349)
!387 = !DILocation(line: 28, column: 16, scope: !349)
!388 = !DILocation(line: 28, column: 17, scope: !349)
!389 = !DILocation(line: 29, column: 5, scope: !349)
!390 = !DILocation(line: 29, column: 12, scope: !349)
!391 = !DILocation(line: 29, column: 14, scope: !349)
!392 = !DILocalVariable(name: "p", scope: !393, file: !2, line: 30, type: !36)
!393 = distinct !DILexicalBlock(scope: !349, file: !2, line: 29, column: 19)
!394 = !DILocation(line: 30, column: 13, scope: !393)
!395 = !DILocation(line: 30, column: 18, scope: !393)
!396 = !DILocation(line: 30, column: 20, scope: !393)
!397 = !DILocation(line: 30, column: 25, scope: !393)
!398 = !DILocation(line: 31, column: 26, scope: !399)
!399 = distinct !DILexicalBlock(scope: !393, file: !2, line: 31, column: 13)
!400 = !DILocation(line: 31, column: 29, scope: !399)
!401 = !DILocation(line: 31, column: 31, scope: !399)
!402 = !DILocation(line: 31, column: 14, scope: !399)
!403 = !DILocation(line: 31, column: 13, scope: !393)
!404 = !DILocation(line: 32, column: 13, scope: !399)
!405 = !DILocation(line: 33, column: 9, scope: !393)
!406 = !DILocation(line: 33, column: 12, scope: !393)
!407 = !DILocation(line: 33, column: 14, scope: !393)
!408 = !DILocation(line: 33, column: 19, scope: !393)
!409 = !DILocation(line: 33, column: 22, scope: !393)
!410 = !DILocation(line: 33, column: 24, scope: !393)
!411 = !DILocation(line: 34, column: 13, scope: !393)
!412 = !DILocation(line: 34, column: 11, scope: !393)
!413 = distinct !{!413, !389, !414, !93}
!414 = !DILocation(line: 35, column: 5, scope: !349)
!415 = !DILocation(line: 36, column: 5, scope: !349)
!416 = !DILocation(line: 36, column: 8, scope: !349)
!417 = !DILocation(line: 36, column: 10, scope: !349)
!418 = !DILocation(line: 36, column: 15, scope: !349)
!419 = !DILocation(line: 37, column: 1, scope: !349)
!420 = distinct !DISubprogram(name: "heap_pop", scope: !2, file: !2, line: 39, type: !421, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !32, retainedNodes: !52)
!421 = !DISubroutineType(types: !422)
!422 = !{!58, !352}
!423 = !DILocalVariable(name: "h", arg: 1, scope: !420, file: !2, line: 39, type: !352)
!424 = !DILocation(line: 39, column: 43, scope: !420)
!425 = !DILocalVariable(name: "top", scope: !420, file: !2, line: 40, type: !58)
!426 = !DILocation(line: 40, column: 18, scope: !420)
!427 = !DILocation(line: 40, column: 24, scope: !420)
!428 = !DILocation(line: 40, column: 27, scope: !420)
!429 = !DILocalVariable(name: "last", scope: !420, file: !2, line: 41, type: !58)
!430 = !DILocation(line: 41, column: 18, scope: !420)
!431 = !DILocation(line: 41, column: 25, scope: !420)
!432 = !DILocation(line: 41, column: 28, scope: !420)
!433 = !DILocation(line: 41, column: 32, scope: !420)
!434 = !DILocation(line: 41, column: 35, scope: !420)
!435 = !DILocation(line: 41, column: 30, scope: !420)
!436 = !DILocalVariable(name: "i", scope: !420, file: !2, line: 42, type: !36)
!437 = !DILocation(line: 42, column: 9, scope: !420)
!438 = !DILocation(line: 43, column: 5, scope: !420)
!439 = !DILocalVariable(name: "l", scope: !440, file: !2, line: 44, type: !36)
!440 = distinct !DILexicalBlock(scope: !441, file: !2, line: 43, column: 14)
!441 = distinct !DILexicalBlock(scope: !442, file: !2, line: 43, column: 5)
!442 = distinct !DILexicalBlock(scope: !420, file: !2, line: 43, column: 5)
!443 = !DILocation(line: 44, column: 13, scope: !440)
!444 = !DILocation(line: 44, column: 21, scope: !440)
!445 = !DILocation(line: 44, column: 19, scope: !440)
!446 = !DILocation(line: 44, column: 23, scope: !440)
!447 = !DILocalVariable(name: "r", scope: !440, file: !2, line: 44, type: !36)
!448 = !DILocation(line: 44, column: 28, scope: !440)
!449 = !DILocation(line: 44, column: 32, scope: !440)
!450 = !DILocation(line: 44, column: 34, scope: !440)
!451 = !DILocalVariable(name: "m", scope: !440, file: !2, line: 44, type: !36)
!452 = !DILocation(line: 44, column: 39, scope: !440)
!453 = !DILocation(line: 44, column: 43, scope: !440)
!454 = !DILocalVariable(name: "best", scope: !440, file: !2, line: 45, type: !455)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64)
!456 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!457 = !DILocation(line: 45, column: 29, scope: !440)
!458 = !DILocation(line: 46, column: 13, scope: !459)
!459 = distinct !DILexicalBlock(scope: !440, file: !2, line: 46, column: 13)
!460 = !DILocation(line: 46, column: 17, scope: !459)
!461 = !DILocation(line: 46, column: 20, scope: !459)
!462 = !DILocation(line: 46, column: 15, scope: !459)
!463 = !DILocation(line: 46, column: 22, scope: !459)
!464 = !DILocation(line: 46, column: 33, scope: !459)
!465 = !DILocation(line: 46, column: 36, scope: !459)
!466 = !DILocation(line: 46, column: 38, scope: !459)
!467 = !DILocation(line: 46, column: 42, scope: !459)
!468 = !DILocation(line: 46, column: 25, scope: !459)
!469 = !DILocation(line: 46, column: 13, scope: !440)
!470 = !DILocation(line: 47, column: 17, scope: !471)
!471 = distinct !DILexicalBlock(scope: !459, file: !2, line: 46, column: 49)
!472 = !DILocation(line: 47, column: 15, scope: !471)
!473 = !DILocation(line: 48, column: 21, scope: !471)
!474 = !DILocation(line: 48, column: 24, scope: !471)
!475 = !DILocation(line: 48, column: 26, scope: !471)
!476 = !DILocation(line: 48, column: 18, scope: !471)
!477 = !DILocation(line: 49, column: 9, scope: !471)
!478 = !DILocation(line: 50, column: 13, scope: !479)
!479 = distinct !DILexicalBlock(scope: !440, file: !2, line: 50, column: 13)
!480 = !DILocation(line: 50, column: 17, scope: !479)
!481 = !DILocation(line: 50, column: 20, scope: !479)
!482 = !DILocation(line: 50, column: 15, scope: !479)
!483 = !DILocation(line: 50, column: 22, scope: !479)
!484 = !DILocation(line: 50, column: 33, scope: !479)
!485 = !DILocation(line: 50, column: 36, scope: !479)
!486 = !DILocation(line: 50, column: 38, scope: !479)
!487 = !DILocation(line: 50, column: 42, scope: !479)
!488 = !DILocation(line: 50, column: 25, scope: !479)
!489 = !DILocation(line: 50, column: 13, scope: !440)
!490 = !DILocation(line: 51, column: 17, scope: !479)
!491 = !DILocation(line: 51, column: 15, scope: !479)
!492 = !DILocation(line: 51, column: 13, scope: !479)
!493 = !DILocation(line: 52, column: 13, scope: !494)
!494 = distinct !DILexicalBlock(scope: !440, file: !2, line: 52, column: 13)
!495 = !DILocation(line: 52, column: 18, scope: !494)
!496 = !DILocation(line: 52, column: 15, scope: !494)
!497 = !DILocation(line: 52, column: 13, scope: !440)
!498 = !DILocation(line: 53, column: 13, scope: !494)
!499 = !DILocation(line: 54, column: 9, scope: !440)
!500 = !DILocation(line: 54, column: 12, scope: !440)
!501 = !DILocation(line: 54, column: 14, scope: !440)
!502 = !DILocation(line: 54, column: 19, scope: !440)
!503 = !DILocation(line: 54, column: 22, scope: !440)
!504 = !DILocation(line: 54, column: 24, scope: !440)
!505 = !DILocation(line: 55, column: 13, scope: !440)
!506 = !DILocation(line: 55, column: 11, scope: !440)
!507 = !DILocation(line: 43, column: 5, scope: !441)
!508 = distinct !{!508, !509, !510}
!509 = !DILocation(line: 43, column: 5, scope: !442)
!510 = !DILocation(line: 56, column: 5, scope: !442)
!511 = !DILocation(line: 57, column: 9, scope: !512)
!512 = distinct !DILexicalBlock(scope: !420, file: !2, line: 57, column: 9)
!513 = !DILocation(line: 57, column: 12, scope: !512)
!514 = !DILocation(line: 57, column: 14, scope: !512)
!515 = !DILocation(line: 57, column: 9, scope: !420)
!516 = !DILocation(line: 58, column: 9, scope: !512)
!517 = !DILocation(line: 58, column: 12, scope: !512)
!518 = !DILocation(line: 58, column: 14, scope: !512)
!519 = !DILocation(line: 58, column: 19, scope: !512)
!520 = !DILocation(line: 59, column: 5, scope: !420)
!521 = distinct !DISubprogram(name: "heapsort", scope: !2, file: !2, line: 73, type: !522, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !32, retainedNodes: !52)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !524, !36}
!524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!525 = !DILocalVariable(name: "a", arg: 1, scope: !521, file: !2, line: 73, type: !524)
!526 = !DILocation(line: 73, column: 27, scope: !521)
!527 = !DILocalVariable(name: "n", arg: 2, scope: !521, file: !2, line: 73, type: !36)
!528 = !DILocation(line: 73, column: 34, scope: !521)
!529 = !DILocalVariable(name: "i", scope: !530, file: !2, line: 74, type: !36)
!530 = distinct !DILexicalBlock(scope: !521, file: !2, line: 74, column: 5)
!531 = !DILocation(line: 74, column: 14, scope: !530)
!532 = !DILocation(line: 74, column: 18, scope: !530)
!533 = !DILocation(line: 74, column: 20, scope: !530)
!534 = !DILocation(line: 74, column: 24, scope: !530)
!535 = !DILocation(line: 74, column: 10, scope: !530)
!536 = !DILocation(line: 74, column: 29, scope: !537)
!537 = distinct !DILexicalBlock(scope: !530, file: !2, line: 74, column: 5)
!538 = !DILocation(line: 74, column: 31, scope: !537)
!539 = !DILocation(line: 74, column: 5, scope: !530)
!540 = !DILocation(line: 75, column: 19, scope: !537)
!541 = !DILocation(line: 75, column: 22, scope: !537)
!542 = !DILocation(line: 75, column: 25, scope: !537)
!543 = !DILocation(line: 75, column: 9, scope: !537)
!544 = !DILocation(line: 74, column: 38, scope: !537)
!545 = !DILocation(line: 74, column: 5, scope: !537)
!546 = distinct !{!546, !539, !547, !93}
!547 = !DILocation(line: 75, column: 26, scope: !530)
!548 = !DILocalVariable(name: "end", scope: !549, file: !2, line: 76, type: !36)
!549 = distinct !DILexicalBlock(scope: !521, file: !2, line: 76, column: 5)
!550 = !DILocation(line: 76, column: 14, scope: !549)
!551 = !DILocation(line: 76, column: 20, scope: !549)
!552 = !DILocation(line: 76, column: 22, scope: !549)
!553 = !DILocation(line: 76, column: 10, scope: !549)
!554 = !DILocation(line: 76, column: 27, scope: !555)
!555 = distinct !DILexicalBlock(scope: !549, file: !2, line: 76, column: 5)
!556 = !DILocation(line: 76, column: 31, scope: !555)
!557 = !DILocation(line: 76, column: 5, scope: !549)
!558 = !DILocalVariable(name: "t", scope: !559, file: !2, line: 77, type: !36)
!559 = distinct !DILexicalBlock(scope: !555, file: !2, line: 76, column: 43)
!560 = !DILocation(line: 77, column: 13, scope: !559)
!561 = !DILocation(line: 77, column: 17, scope: !559)
!562 = !DILocation(line: 77, column: 30, scope: !559)
!563 = !DILocation(line: 77, column: 32, scope: !559)
!564 = !DILocation(line: 77, column: 23, scope: !559)
!565 = !DILocation(line: 77, column: 28, scope: !559)
!566 = !DILocation(line: 77, column: 47, scope: !559)
!567 = !DILocation(line: 77, column: 38, scope: !559)
!568 = !DILocation(line: 77, column: 40, scope: !559)
!569 = !DILocation(line: 77, column: 45, scope: !559)
!570 = !DILocation(line: 78, column: 19, scope: !559)
!571 = !DILocation(line: 78, column: 22, scope: !559)
!572 = !DILocation(line: 78, column: 9, scope: !559)
!573 = !DILocation(line: 79, column: 5, scope: !559)
!574 = !DILocation(line: 76, column: 39, scope: !555)
!575 = !DILocation(line: 76, column: 5, scope: !555)
!576 = distinct !{!576, !557, !577, !93}
!577 = !DILocation(line: 79, column: 5, scope: !549)
!578 = !DILocation(line: 80, column: 1, scope: !521)
!579 = distinct !DISubprogram(name: "before", scope: !2, file: !2, line: 17, type: !580, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !32, retainedNodes: !52)
!580 = !DISubroutineType(types: !581)
!581 = !{!36, !455, !455}
!582 = !DILocalVariable(name: "x", arg: 1, scope: !579, file: !2, line: 17, type: !455)
!583 = !DILocation(line: 17, column: 39, scope: !579)
!584 = !DILocalVariable(name: "y", arg: 2, scope: !579, file: !2, line: 17, type: !455)
!585 = !DILocation(line: 17, column: 62, scope: !579)
!586 = !DILocation(line: 18, column: 9, scope: !587)
!587 = distinct !DILexicalBlock(scope: !579, file: !2, line: 18, column: 9)
!588 = !DILocation(line: 18, column: 12, scope: !587)
!589 = !DILocation(line: 18, column: 20, scope: !587)
!590 = !DILocation(line: 18, column: 23, scope: !587)
!591 = !DILocation(line: 18, column: 17, scope: !587)
!592 = !DILocation(line: 18, column: 9, scope: !579)
!593 = !DILocation(line: 19, column: 16, scope: !587)
!594 = !DILocation(line: 19, column: 19, scope: !587)
!595 = !DILocation(line: 19, column: 26, scope: !587)
!596 = !DILocation(line: 19, column: 29, scope: !587)
!597 = !DILocation(line: 19, column: 24, scope: !587)
!598 = !DILocation(line: 19, column: 9, scope: !587)
!599 = !DILocation(line: 20, column: 12, scope: !579)
!600 = !DILocation(line: 20, column: 15, scope: !579)
!601 = !DILocation(line: 20, column: 21, scope: !579)
!602 = !DILocation(line: 20, column: 24, scope: !579)
!603 = !DILocation(line: 20, column: 19, scope: !579)
!604 = !DILocation(line: 20, column: 5, scope: !579)
!605 = !DILocation(line: 21, column: 1, scope: !579)
!606 = distinct !DISubprogram(name: "sift_down", scope: !2, file: !2, line: 62, type: !607, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !32, retainedNodes: !52)
!607 = !DISubroutineType(types: !608)
!608 = !{null, !524, !36, !36}
!609 = !DILocalVariable(name: "a", arg: 1, scope: !606, file: !2, line: 62, type: !524)
!610 = !DILocation(line: 62, column: 28, scope: !606)
!611 = !DILocalVariable(name: "n", arg: 2, scope: !606, file: !2, line: 62, type: !36)
!612 = !DILocation(line: 62, column: 35, scope: !606)
!613 = !DILocalVariable(name: "i", arg: 3, scope: !606, file: !2, line: 62, type: !36)
!614 = !DILocation(line: 62, column: 42, scope: !606)
!615 = !DILocation(line: 63, column: 5, scope: !606)
!616 = !DILocalVariable(name: "l", scope: !617, file: !2, line: 64, type: !36)
!617 = distinct !DILexicalBlock(scope: !618, file: !2, line: 63, column: 14)
!618 = distinct !DILexicalBlock(scope: !619, file: !2, line: 63, column: 5)
!619 = distinct !DILexicalBlock(scope: !606, file: !2, line: 63, column: 5)
!620 = !DILocation(line: 64, column: 13, scope: !617)
!621 = !DILocation(line: 64, column: 21, scope: !617)
!622 = !DILocation(line: 64, column: 19, scope: !617)
!623 = !DILocation(line: 64, column: 23, scope: !617)
!624 = !DILocalVariable(name: "r", scope: !617, file: !2, line: 64, type: !36)
!625 = !DILocation(line: 64, column: 28, scope: !617)
!626 = !DILocation(line: 64, column: 32, scope: !617)
!627 = !DILocation(line: 64, column: 34, scope: !617)
!628 = !DILocalVariable(name: "m", scope: !617, file: !2, line: 64, type: !36)
!629 = !DILocation(line: 64, column: 39, scope: !617)
!630 = !DILocation(line: 64, column: 43, scope: !617)
!631 = !DILocation(line: 65, column: 13, scope: !632)
!632 = distinct !DILexicalBlock(scope: !617, file: !2, line: 65, column: 13)
!633 = !DILocation(line: 65, column: 17, scope: !632)
!634 = !DILocation(line: 65, column: 15, scope: !632)
!635 = !DILocation(line: 65, column: 19, scope: !632)
!636 = !DILocation(line: 65, column: 22, scope: !632)
!637 = !DILocation(line: 65, column: 24, scope: !632)
!638 = !DILocation(line: 65, column: 29, scope: !632)
!639 = !DILocation(line: 65, column: 31, scope: !632)
!640 = !DILocation(line: 65, column: 27, scope: !632)
!641 = !DILocation(line: 65, column: 13, scope: !617)
!642 = !DILocation(line: 65, column: 39, scope: !632)
!643 = !DILocation(line: 65, column: 37, scope: !632)
!644 = !DILocation(line: 65, column: 35, scope: !632)
!645 = !DILocation(line: 66, column: 13, scope: !646)
!646 = distinct !DILexicalBlock(scope: !617, file: !2, line: 66, column: 13)
!647 = !DILocation(line: 66, column: 17, scope: !646)
!648 = !DILocation(line: 66, column: 15, scope: !646)
!649 = !DILocation(line: 66, column: 19, scope: !646)
!650 = !DILocation(line: 66, column: 22, scope: !646)
!651 = !DILocation(line: 66, column: 24, scope: !646)
!652 = !DILocation(line: 66, column: 29, scope: !646)
!653 = !DILocation(line: 66, column: 31, scope: !646)
!654 = !DILocation(line: 66, column: 27, scope: !646)
!655 = !DILocation(line: 66, column: 13, scope: !617)
!656 = !DILocation(line: 66, column: 39, scope: !646)
!657 = !DILocation(line: 66, column: 37, scope: !646)
!658 = !DILocation(line: 66, column: 35, scope: !646)
!659 = !DILocation(line: 67, column: 13, scope: !660)
!660 = distinct !DILexicalBlock(scope: !617, file: !2, line: 67, column: 13)
!661 = !DILocation(line: 67, column: 18, scope: !660)
!662 = !DILocation(line: 67, column: 15, scope: !660)
!663 = !DILocation(line: 67, column: 13, scope: !617)
!664 = !DILocation(line: 67, column: 21, scope: !660)
!665 = !DILocalVariable(name: "t", scope: !617, file: !2, line: 68, type: !36)
!666 = !DILocation(line: 68, column: 13, scope: !617)
!667 = !DILocation(line: 68, column: 17, scope: !617)
!668 = !DILocation(line: 68, column: 19, scope: !617)
!669 = !DILocation(line: 68, column: 30, scope: !617)
!670 = !DILocation(line: 68, column: 32, scope: !617)
!671 = !DILocation(line: 68, column: 23, scope: !617)
!672 = !DILocation(line: 68, column: 25, scope: !617)
!673 = !DILocation(line: 68, column: 28, scope: !617)
!674 = !DILocation(line: 68, column: 43, scope: !617)
!675 = !DILocation(line: 68, column: 36, scope: !617)
!676 = !DILocation(line: 68, column: 38, scope: !617)
!677 = !DILocation(line: 68, column: 41, scope: !617)
!678 = !DILocation(line: 69, column: 13, scope: !617)
!679 = !DILocation(line: 69, column: 11, scope: !617)
!680 = !DILocation(line: 63, column: 5, scope: !618)
!681 = distinct !{!681, !682, !683}
!682 = !DILocation(line: 63, column: 5, scope: !619)
!683 = !DILocation(line: 70, column: 5, scope: !619)
